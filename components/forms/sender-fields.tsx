import { TextField } from '@/components/forms/text-field';

/** Who is writing: the name, e-mail and optional mobile that the contact and grievance forms both ask first. */
export function SenderFields() {
  return (
    <>
      <TextField name="name" label="Your name" autoComplete="name" />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" />
      <TextField name="phone_number" label="Mobile number (optional)" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
    </>
  );
}
