import 'server-only';

// The door of server/accounts/auth: what other contexts use of it. Another
// context imports only from here (.dependency-cruiser.cjs); files inside the
// context import each other directly.
export { isAdmin } from './admins';
export { forgetBannedPhone, keepBannedPhone } from './banned-phones';
export { verifyOtp } from './otp';
export { jwtSecret } from './secret';
export { authed, authedFor, linkReader, linkReaderId, optionalSession, requireActiveSession, requireAllowed, requireSession, sessionFromCookies } from './session';
export { revokeToken, signToken, type TokenClaims, verifyAccessToken, verifyToken } from './tokens';
