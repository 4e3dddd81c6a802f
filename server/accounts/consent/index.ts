import 'server-only';

// The door of server/accounts/consent: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { subscribe } from './newsletter';
export { consentBlocks, consentsOf, giveConsent, hiddenLeadIds } from './service';
export { unsubscribeUrl } from './unsubscribe';
