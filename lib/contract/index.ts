// The API's answer shapes, shared by the server (its *ToApi functions return
// them) and the client (services/api/* call with them): a renamed field fails
// the type check on both sides instead of reaching a page as undefined.
// Types only: no runtime code, no imports from server/ or the client.
export type * from './search';
export type * from './map';
export type * from './insights';
export type * from './posting';
export type * from './plans';
export type * from './billing';
export type * from './users';
export type * from './bookmarks';
export type * from './consent';
export type * from './grievances';
export type * from './imports';
export type * from './leads';
export type * from './alerts';
export type * from './reviews';
export type * from './faq';
export type * from './reports';
export type * from './contact';
export type * from './media';
