import 'server-only';

// The door of server/accounts/users: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { publicUserBody } from './schemas';
export { builderOf, findOrCreateVerifiedUser } from './service';
export { toPublicUser } from './shape';
export { currentCity } from './viewer';
