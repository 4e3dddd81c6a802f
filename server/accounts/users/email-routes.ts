import 'server-only';
import * as yup from 'yup';
import { withBang } from '@/lib/validation/messages';
import type { RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireSession } from '../auth/session';
import { profileBundle } from './service';
import { EMAIL_CODE_LENGTH, sendVerifyEmail, verifyEmailCode } from './verify-email';

const sendBody = yup.object({
  // Same text as the registration e-mail rule (lib/validation/register.ts optionalEmail).
  email: yup.string().typeError(withBang('email must be a valid email')).trim()
    .email(withBang('email must be a valid email')).max(254, withBang('email must be a valid email')).nullable().optional(),
});

const CODE_MESSAGE = `Enter the ${EMAIL_CODE_LENGTH}-digit code`;
const verifyBody = yup.object({
  code: yup.string().typeError(CODE_MESSAGE).trim().required(CODE_MESSAGE)
    .matches(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), CODE_MESSAGE),
});

// SPEC §7 /profile/send-verify-email and /profile/verify-email (served by app/profile/[...path]).
export const emailRoutes: RouteTable = {
  'POST /profile/send-verify-email': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { email } = await validate(sendBody, await ctx.json());
    const data = await sendVerifyEmail(user, email, ctx.locale);
    return { data, message: `A verification code has been sent to ${data.email}` };
  },
  'POST /profile/verify-email': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { code } = await validate(verifyBody, await ctx.json());
    const u = await verifyEmailCode(user, code);
    return { data: await profileBundle(u), message: 'E-mail verified successfully' };
  },
};
