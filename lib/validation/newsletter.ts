import * as yup from 'yup';
import { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_EMAIL_REQUIRED } from './newsletter-rules';

// SPEC §5 newsletter texts, exactly.
export { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_EMAIL_REQUIRED };

export const newsletterEmail = yup
  .string()
  .trim()
  // One pattern for the API and the footer form's hand check (newsletter-rules.ts).
  .matches(NEWSLETTER_EMAIL_PATTERN, { message: NEWSLETTER_EMAIL_INVALID, excludeEmptyString: true })
  .required(NEWSLETTER_EMAIL_REQUIRED);

/** Same shape for the footer form and the /api/news-letter/create-news-letter body. */
export const newsletterSchema = yup.object({ email: newsletterEmail });
export type NewsletterValues = yup.InferType<typeof newsletterSchema>;
