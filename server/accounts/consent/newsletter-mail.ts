import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { SITE_NAME } from '@/lib/site';
import { translatorFor } from '../../platform/i18n/translator';

/**
 * The newsletter's welcome mail in the language of the page the visitor signed up on: what they
 * signed up for, what the address is used for (the privacy notice in that language), and the
 * one-click way out.
 */
export function welcomeMail(address: string, site: string, unsubscribe: string, locale: Locale) {
  const t = translatorFor(locale);
  return {
    subject: t('newsletterMail.subject', { site: SITE_NAME }),
    text: `${t('newsletterMail.text', { site: SITE_NAME, email: address, link: `${site}${localePath('/static-pages/privacy-policy', locale)}` })}\n`
      + `${t('newsletterMail.unsubscribe')}: ${unsubscribe}\n`,
  };
}
