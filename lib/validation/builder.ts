import * as yup from 'yup';
import { LETTERS_SPACES } from './patterns';
import { REQUIRED, withBang } from './messages';
import { optionalEmail } from './register';

// SPEC §5 "Builder registration". Spec-worded texts: 'Enter Valid name',
// 'Too Short!', 'Upload image!'. Texts the spec leaves unworded (name/role
// required and letters-only) follow the generic rule: 'Required!',
// 'Enter a valid name!'; their minimum reuses 'Too Short!' like companyName.
export const BUILDER_MESSAGES = {
  companyLeadingSpace: 'Enter Valid name',
  tooShort: 'Too Short!',
  logo: 'Upload image!',
  required: REQUIRED,
  lettersOnly: withBang('Enter a valid name'),
} as const;

export const companyName = yup
  .string()
  .required(BUILDER_MESSAGES.required)
  .matches(/^\S/, BUILDER_MESSAGES.companyLeadingSpace)
  .min(3, BUILDER_MESSAGES.tooShort);

/** Person name and company role share the same rule. */
const lettersMin3 = () =>
  yup
    .string()
    .required(BUILDER_MESSAGES.required)
    .min(3, BUILDER_MESSAGES.tooShort)
    .matches(LETTERS_SPACES, BUILDER_MESSAGES.lettersOnly);

export const builderPersonName = lettersMin3();
export const builderRole = lettersMin3();

/** A File before upload or the uploaded URL afterwards; anything empty is missing. */
export const builderLogo = yup
  .mixed<Blob | string>()
  .test('logo-present', BUILDER_MESSAGES.logo, (v) => (typeof v === 'string' ? v.trim() !== '' : v instanceof Blob));

export const builderFormSchema = yup.object({
  companyName,
  name: builderPersonName,
  role: builderRole,
  email: optionalEmail,
  logo: builderLogo,
});
export type BuilderFormValues = yup.InferType<typeof builderFormSchema>;

/** Body of /api/user/create-builder-register (SPEC §3 builder registration payload). */
export const builderRegisterBody = yup.object({
  company_name: companyName,
  name: builderPersonName,
  company_role: builderRole,
  email: optionalEmail,
  company_logo: yup.string().trim().required(BUILDER_MESSAGES.logo),
});
export type BuilderRegisterBody = yup.InferType<typeof builderRegisterBody>;
