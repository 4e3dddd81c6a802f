import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ACK_WITHIN_HOURS, CONTACT_ROUTE, grievanceOfficer, RESOLVE_WITHIN_DAYS, type GrievanceOfficer } from '@/lib/grievance/officer';
import { localeLinks } from '@/server/platform/i18n/locale';

/** The block's own words in the page's language (English by default, for tests and English pages). */
export type OfficerWords = { title: string; contact: string; email: string; phone: string; promise: string; file: string };

export const ENGLISH_OFFICER_WORDS: OfficerWords = {
  title: 'Grievance officer', contact: 'Contact us', email: 'E-mail', phone: 'Phone',
  promise: `We acknowledge every complaint within ${ACK_WITHIN_HOURS} hours and resolve it within ${RESOLVE_WITHIN_DAYS} days.`,
  file: 'File a grievance',
};

/**
 * The operator and its grievance officer, as the E-Commerce Rules ask. Read from
 * the environment at request time, not at build time: the build may run with other
 * settings than the servers.
 */
export async function GrievanceOfficerBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  await connection();
  const t = await getTranslations('legal.officer');
  const { href } = await localeLinks();
  const words: OfficerWords = {
    title: t('title'), contact: t('contact'), email: t('email'), phone: t('phone'),
    promise: t('promise', { hours: ACK_WITHIN_HOURS, days: RESOLVE_WITHIN_DAYS }), file: t('file'),
  };
  return <OfficerDetails officer={grievanceOfficer()} headingLevel={headingLevel} words={words} link={href} />;
}

type DetailsProps = {
  officer: GrievanceOfficer; headingLevel?: 2 | 3; words?: OfficerWords;
  /** Writes a link in the page's language. */
  link?: (path: string) => string;
};

/** Visitors see the officer's details, or the contact page where an address is not configured. */
export function OfficerDetails({ officer: o, headingLevel = 2, words: w = ENGLISH_OFFICER_WORDS, link = (p) => p }: DetailsProps) {
  const H = `h${headingLevel}` as const;
  return (
    <section className="border rounded p-3 my-3" aria-labelledby="grievance-officer-title">
      <H id="grievance-officer-title" className="h5">{w.title}</H>
      <p className="mb-1"><strong>{o.name}</strong>, {o.designation}</p>
      <p className="mb-1">
        {o.operator}{o.address ? <>, {o.address}</> : <> · <a href={link(CONTACT_ROUTE)}>{w.contact}</a></>}
      </p>
      <p className="mb-1">{w.email}: <a href={`mailto:${o.email}`}>{o.email}</a>{o.phone && <> · {w.phone}: <a href={`tel:${o.phone}`}>{o.phone}</a></>}</p>
      <p className="small text-muted mb-0">
        {w.promise}{' '}
        <a href={link('/grievances')}>{w.file}</a>
      </p>
    </section>
  );
}
