import 'server-only';

// What lives as long as the process (database sockets, the database
// handle, the locality index, the alert loop's timer, a per-city figure cache) must
// not be created inside a request. Node copies the async context (the stores of
// every AsyncLocalStorage, where Next keeps the request: its IncomingMessage,
// ServerResponse, caches and the render's abort reason) onto every promise, timer
// and socket made while it is current, so a pool socket opened during request #812
// kept that request alive for the life of the socket; from there each request's
// abort reason (an Error whose unformatted stack holds the setImmediate queue)
// reached the next requests, and RSS grew without bound under load on PostgreSQL.
//
// server/platform/runtime/serve.ts captures an empty context at start-up (AsyncLocalStorage.snapshot())
// in globalThis.__gbOutsideRequest; fn runs in it. Elsewhere (tests, next dev) fn just runs.

type Runner = <R>(fn: () => R) => R;

export function outsideRequest<R>(fn: () => R): R {
  const run = (globalThis as { __gbOutsideRequest?: Runner }).__gbOutsideRequest;
  return run ? run(fn) : fn();
}
