import 'server-only';
import { ACCESS_COOKIE, ACCESS_TOKEN_DAYS } from '@/lib/constants';
import { loginBody, resendOtpBody, verifyOtpBody } from '@/lib/validation/auth';
import type { VerifiedLogin } from '@/lib/contract';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { findOrCreateVerifiedUser, profileBundle } from '../users/service';
import { giveConsent } from '../consent/service';
import { syncLanguageAtLogin } from '../settings/language';
import { getDb } from '../../platform/db/client';
import { requireSession } from './session';
import { resendOtp, startOtp, verifyOtp } from './otp';
import { issueAccessToken, revokeToken } from './tokens';

export const authRoutes: RouteTable = {
  'POST /api/user/auth/Login': async (ctx) => {
    const body = await validate(loginBody, await ctx.json());
    const otp_token = await startOtp(body.phone_number, ctx.ip, 'login', ctx.locale);
    return { data: { otp_token }, message: 'OTP sent successfully', code: 'otp_sent' };
  },
  'POST /api/user/auth/ResendOtp': async (ctx) => {
    const body = await validate(resendOtpBody, await ctx.json());
    return { data: { Otp_Token: await resendOtp(body.otp_token, ctx.ip, ctx.locale) }, message: 'OTP resent successfully', code: 'otp_resent' };
  },
  'POST /api/user/auth/VerifyOtp': async (ctx) => {
    const body = await validate(verifyOtpBody, await ctx.json());
    const challenge = await verifyOtp(body.otp_token, body.otp, 'login', ctx.ip);
    const user = await findOrCreateVerifiedUser(challenge.countryCode, challenge.phoneNumber);
    // The login dialog showed the notice (components/auth/mobile-dialog.tsx): proof of the account consent.
    await giveConsent(await getDb(), user.id, 'account', 'login_dialog');
    const accessToken = await issueAccessToken(user.id);
    const language = await syncLanguageAtLogin(user, ctx.req.headers.get('cookie'));
    return {
      data: { accessToken, ...(await profileBundle(user)) } satisfies VerifiedLogin,
      message: 'OTP verified successfully', code: 'otp_verified',
      setCookies: [{ name: ACCESS_COOKIE, value: accessToken, maxAge: ACCESS_TOKEN_DAYS * 86400 }, ...language],
    };
  },
  'DELETE /auth/logout': async (ctx) => {
    const { claims } = await requireSession(ctx);
    await revokeToken(claims);
    return {
      data: null,
      message: 'Logout Successfully', code: 'logged_out',
      setCookies: [{ name: ACCESS_COOKIE, value: '', maxAge: 0 }],
    };
  },
};
