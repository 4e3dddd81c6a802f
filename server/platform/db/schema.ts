// No `import 'server-only'` here alone: drizzle-kit loads this file outside
// Next to generate migrations. Client code never imports it (types only).
// One schema for the whole product. Columns are snake_case in SQL, camelCase in TS.
// Listing life cycle (the spec leaves it open): pending -> approved -> expired,
// or pending -> rejected; any state -> deleted (soft). Search shows approved only.
// The tables live in ./schema/<domain>.ts; this barrel is what drizzle.config.ts
// and the code import, so a new domain adds one `export *` line here.
export * from './schema/enums';
export * from './schema/people';
export * from './schema/places';
export * from './schema/listings';
export * from './schema/media';
export * from './schema/pgs';
export * from './schema/projects';
export * from './schema/engagement';
export * from './schema/billing';
export * from './schema/trust';
export * from './schema/imports';
export * from './schema/fleet';
export * from './schema/grievances';
export * from './schema/history';
export * from './schema/privacy';
export * from './schema/rera';
