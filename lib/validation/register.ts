import * as yup from 'yup';
import { personName } from './auth';
import { imageRef } from './image-ref';
import { withBang } from './messages';

// SPEC §5 "Register name": trimmed, 'Required', 'Enter a valid name'. The name
// rule lives in auth.ts and is reused so dialog and endpoint agree.
export { personName };

/** Email is optional in registration; its message is yup's default, banged. */
export const optionalEmail = yup.string().trim().email(withBang('email must be a valid email'));

export const registerFormSchema = yup.object({
  name: personName,
  email: optionalEmail,
});
export type RegisterFormValues = yup.InferType<typeof registerFormSchema>;

/** Body of /api/user/intial-register (SPEC §3 profile update payload). */
export const initialRegisterBody = yup.object({
  name: personName,
  email: optionalEmail.max(254).nullable().optional(),
  // The same picture rule as the profile updates: no javascript: or foreign trackers.
  profile_picture: imageRef('Upload image!').nullable().optional(),
});
export type InitialRegisterBody = yup.InferType<typeof initialRegisterBody>;
