import * as yup from 'yup';

// SPEC §5 newsletter texts, exactly.
export const NEWSLETTER_EMAIL_INVALID = 'email must be a valid email!';
export const NEWSLETTER_EMAIL_REQUIRED = 'Required!';

export const newsletterEmail = yup
  .string()
  .trim()
  .email(NEWSLETTER_EMAIL_INVALID)
  .required(NEWSLETTER_EMAIL_REQUIRED);

/** Same shape for the footer form and the /api/news-letter/create-news-letter body. */
export const newsletterSchema = yup.object({ email: newsletterEmail });
export type NewsletterValues = yup.InferType<typeof newsletterSchema>;
