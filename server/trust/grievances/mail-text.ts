import 'server-only';
import { dateTextIn, longDateText } from '@/lib/format';
import { DEFAULT_DESIGNATION, grievanceOfficer } from '@/lib/grievance/officer';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translator } from '../../platform/i18n/translator';

type Mail = { subject: string; text: string };

/**
 * The language a complaint's mails are written in: the page it was filed from, else (a ticket
 * filed before the language was kept) the complainant's profile pick, else English.
 */
export const grievanceLocale = (filed: string | null, profile: string | null = null): Locale =>
  (isLocale(filed) ? filed : isLocale(profile) ? profile : 'en');

/** English keeps the long date it always wrote ("13 November 2025"); Hindi and Kannada their own. */
const dayIn = (m: Date, locale: Locale) => (locale === 'en' ? longDateText(m) : dateTextIn(m, locale));

/** The officer's name and address are the operator's as configured; only the default designation is worded. */
function officerLine(t: Translator) {
  const officer = grievanceOfficer();
  const designation = officer.designation === DEFAULT_DESIGNATION ? t('grievanceMail.officer') : officer.designation;
  return { officer, line: `${officer.name}, ${designation}` };
}

/** The acknowledgement sent the moment a complaint is filed. */
export function acknowledgementMail(g: { name: string; subject: string; createdAt: Date; dueAt: Date }, ticket: string, locale: Locale): Mail {
  const t = translatorFor(locale);
  const { officer, line } = officerLine(t);
  const ack = t('grievanceMail.ackText', { subject: g.subject, ticket, date: dayIn(g.createdAt, locale), due: dayIn(g.dueAt, locale) });
  return {
    subject: t('grievanceMail.ackSubject', { ticket }),
    text: `${t('grievanceMail.greeting', { name: g.name })}\n\n${ack}\n\n`
      + `${line}\n${[officer.operator, officer.address].filter(Boolean).join(', ')}\n${officer.email}`,
  };
}

/** The desk's reply closing a ticket: the reply itself stays as the desk wrote it. */
export function resolutionMail(g: { name: string }, ticket: string, reply: string, locale: Locale): Mail {
  const t = translatorFor(locale);
  return {
    subject: t('grievanceMail.resolvedSubject', { ticket }),
    text: `${t('grievanceMail.greeting', { name: g.name })}\n\n${reply}\n\n${officerLine(t).line}`,
  };
}
