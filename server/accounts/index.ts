import 'server-only';

// The door of the accounts context: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { authed, forgetBannedPhone, isAdmin, jwtSecret, keepBannedPhone, linkReader, linkReaderId, optionalSession, requireActiveSession, requireAllowed, requireSession, revokeToken, sessionFromCookies, signToken, type TokenClaims, verifyAccessToken, verifyOtp, verifyToken } from './auth';
export { consentBlocks, consentsOf, giveConsent, hiddenLeadIds, subscribe, unsubscribeUrl } from './consent';
export { type AgentRera, agentReraOf, agentReraShape } from './rera';
export { builderOf, currentCity, findOrCreateVerifiedUser, publicUserBody, toPublicUser } from './users';
