// Insights URLs: /insights/{city}/{locality}, both lowercase, words
// joined by hyphens. One function makes the segment from a name, so the page, the
// sitemap and every link agree; the server matches a segment back to a name by the
// same rule (server/catalog/insights/places.ts).

/** "Vijayanagar IV Stage" -> "vijayanagar-iv-stage"; "New Delhi" -> "new-delhi". */
export function placeSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function cityInsightsPath(city: string): string {
  return `/insights/${placeSlug(city)}`;
}

export function localityInsightsHref(city: string, locality: string): string {
  return `${cityInsightsPath(city)}/${placeSlug(locality)}`;
}

/** A segment we could have made: anything else is a 404 without asking the database. */
export function isPlaceSlug(s: string): boolean {
  return s.length > 0 && s.length <= 80 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s);
}
