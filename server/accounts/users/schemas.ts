import 'server-only';
import * as yup from 'yup';
import { personName } from '@/lib/validation/auth';
import {
  BUILDER_MESSAGES, builderPersonName, builderRegisterBody, builderRole, companyName,
} from '@/lib/validation/builder';
import { REQUIRED, withBang } from '@/lib/validation/messages';
import { imageRef } from '@/lib/validation/image-ref';
import { optionalEmail } from '@/lib/validation/register';

// The registration dialog's rules, shared (lib/validation/register.ts).
export { initialRegisterBody } from '@/lib/validation/register';

export const roleTypeBody = yup.object({
  role_type: yup.string().required('role_type is required')
    .oneOf(['buyer', 'agent', 'owner', 'builder'] as const, 'role_type must be one of buyer, agent, owner, builder'),
});

export const publicUserBody = yup.object({
  user_id: yup.number().typeError('user_id must be a number').integer().positive().required('user_id is required'),
});

// ---------- profile edits ----------
// Every field is optional: absent = unchanged; present = checked with the SPEC §5
// rule of the registration forms; empty optional text = cleared.

// The picture rule is shared with intial-register (lib/validation/image-ref.ts).
export { isImageRef } from '@/lib/validation/image-ref';

const text = (name: string, max: number) =>
  yup.string().typeError(`${name} must be text`).trim().max(max, `${name} must be at most ${max} characters`);

const coordinate = (name: string, limit: number) =>
  yup.number().typeError(`${name} must be a number`).min(-limit, `${name} is out of range`)
    .max(limit, `${name} is out of range`).nullable().optional();

/** SPEC §3 city {area, city, lat, long}; null clears it. */
export const cityField = yup.object({
  area: text('area', 200).nullable().optional(),
  city: text('city', 100).required(REQUIRED),
  lat: coordinate('lat', 90),
  long: coordinate('long', 180),
}).default(undefined).nullable().optional();

const profileFields = {
  profile_picture: imageRef('Upload image!').nullable().optional(),
  name: personName.optional(),
  email: optionalEmail.max(254, withBang('email must be a valid email')).nullable().optional(),
  description: text('description', 2000).nullable().optional(),
  city: cityField,
};

/** update-buyer-profile and update-agent-profile. */
export const profileBody = yup.object(profileFields);

/** update-builder-profile: the person's name follows the builder form rule (min 3). */
export const builderProfileBody = yup.object({
  ...profileFields,
  name: builderPersonName.optional(),
  company_logo: imageRef(BUILDER_MESSAGES.logo).test('logo-present', BUILDER_MESSAGES.logo, (v) => v === undefined || !!v).optional(),
  company_name: companyName.optional(),
  company_role: builderRole.optional(),
});

/** create-builder-register: the shared body (lib/validation/builder.ts) plus a real image link. */
export const builderRegisterServerBody = builderRegisterBody.shape({
  company_logo: imageRef(BUILDER_MESSAGES.logo).required(BUILDER_MESSAGES.logo),
  email: optionalEmail.max(254, withBang('email must be a valid email')).nullable().optional(),
});

export type ProfileInput = yup.InferType<typeof profileBody>;
export type BuilderProfileInput = yup.InferType<typeof builderProfileBody>;
export type BuilderRegisterInput = yup.InferType<typeof builderRegisterServerBody>;
