// The one policy: who may do what to which row (decide.ts, its vocabulary in rules.ts), and
// which form, plan catalogue and plans page a role is given (choices.ts). Pure (no server
// imports), so API handlers, server pages, menus and client components ask the same functions.

export * from './rules';
export * from './decide';
export * from './choices';
