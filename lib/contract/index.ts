// The API's answer shapes, shared by the server (its *ToApi functions return
// them) and the client (services/api/* call with them): a renamed field fails
// the type check on both sides instead of reaching a page as undefined.
export type * from './search';
export type * from './posting';
export type * from './plans';
export type * from './billing';
export type * from './users';
export type * from './bookmarks';
