// SPEC §5 newsletter rule without yup: the footer form is on every page, and
// yup and formik stay out of the first load. The yup schema of
// lib/validation/newsletter.ts (which the API uses) matches the same pattern,
// so the form and the API cannot disagree.

export const NEWSLETTER_EMAIL_INVALID = 'email must be a valid email!';
export const NEWSLETTER_EMAIL_REQUIRED = 'Required!';

/** yup's own e-mail pattern (the HTML spec's valid e-mail address). */
export const NEWSLETTER_EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The error the schema gives for this input (trimmed first, as yup does), or null. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return NEWSLETTER_EMAIL_REQUIRED;
  return NEWSLETTER_EMAIL_PATTERN.test(email) ? null : NEWSLETTER_EMAIL_INVALID;
}
