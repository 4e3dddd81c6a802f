// Which server renders of a detail page count as a view. Pure: takes a header getter.
//
// Only a browser opening the page counts here: Sec-Fetch-Dest "document",
// which browsers never send with HEAD, and not a speculative prefetch or
// prerender (Sec-Purpose / Purpose). HEAD checks and scripted fetches carry no
// such header. Client-side navigations cannot be told apart from prefetches
// and refreshes on the server (Next 16 hides the router's RSC headers from
// headers()), so those are counted by ViewBeacon once the page is on screen.

type Get = (name: string) => string | null | undefined;

const PURPOSE_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'];

export function countsAsView(get: Get): boolean {
  if (PURPOSE_HEADERS.some((h) => /prefetch|prerender|preview/i.test(get(h) ?? ''))) return false;
  return get('sec-fetch-dest') === 'document';
}
