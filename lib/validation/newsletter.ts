import * as yup from 'yup';
import { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_EMAIL_REQUIRED } from './newsletter-rules';

// SPEC §5 newsletter texts, exactly.
export { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_EMAIL_REQUIRED };

export const newsletterEmail = yup
  .string()
  .trim()
  .email(NEWSLETTER_EMAIL_INVALID)
  .required(NEWSLETTER_EMAIL_REQUIRED);

/** Same shape for the footer form and the /api/news-letter/create-news-letter body. */
export const newsletterSchema = yup.object({ email: newsletterEmail });
export type NewsletterValues = yup.InferType<typeof newsletterSchema>;
