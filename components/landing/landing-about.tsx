import Link from 'next/link';
import { INDEX_COPY } from '@/landing-data/index-pages';
import { landingPath, LANDING_PREFIX, relatedLandings, type EntryOf, type LandingGroup } from '@/landing-data';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/platform/i18n/translator';
import { landingText, type LandingText } from './landing-text';

/**
 * Below the results: the page's own words (its description) and links to
 * sibling landing pages and the group's index, so crawlers reach every page
 * and people can hop to a nearby search. In Hindi and Kannada the links stay in
 * the language; the group's index is not translated, so its link reads "All searches".
 */
export function LandingAbout<G extends LandingGroup>({ group, entry, locale = 'en', text }: { group: G; entry: EntryOf[G]; locale?: Locale; text: LandingText }) {
  const related = relatedLandings(group, entry);
  const t = translatorFor(locale);
  const href = (path: string) => localePath(path, locale);
  return (
    <section className="page-width py-4 landing-about" aria-labelledby="landing-about-title">
      <h2 id="landing-about-title" className="h5">{text.heading}</h2>
      <p className="text-muted">{text.description}</p>
      {related.length > 0 && (
        <nav aria-label={t('landing.related')}>
          <h2 className="h6">{t('landing.related')}</h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {related.map((e) => (
              <li key={e.url}>
                <Link href={href(landingPath(group, e))} prefetch={false} className="btn btn-sm btn-outline-secondary">{landingText(group, e, locale).heading}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="mb-0"><Link href={href(LANDING_PREFIX[group])} prefetch={false}>
        {locale === 'en' ? `All searches: ${INDEX_COPY[group].heading}` : t('landing.allSearches')}
      </Link></p>
    </section>
  );
}
