import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { SearchPage } from '@/components/search/search-page';
import { findLanding, landingPath, landingSearch, LANDINGS, type EntryOf, type LandingGroup } from '@/landing-data';
import { pageLocale } from '@/server/platform/i18n/locale';
import { landingText } from './landing-text';
import { LandingAbout } from './landing-about';
import { LandingFaq, LandingIntro } from './landing-intro';
import { searchFigures } from '@/server/catalog/search/catalog/figures';
import { minLiveFor } from '@/lib/seo/index-policy';
import { LandingSheetHost } from './landing-sheet-host';
import { readablePath } from '@/server/catalog/seo/readable-pages';

// One landing page (/rs/{slug}, /cs/{slug}, /as/{slug}, /pg/{slug}): the
// entry's search rendered by the search results page itself, so results,
// filters and Load more behave exactly as on /search/..., plus the entry's
// words and related links. Dynamic: results come from the database per request.

function entryOr404<G extends LandingGroup>(group: G, slug: string): EntryOf[G] {
  const entry = findLanding(group, slug);
  if (!entry) notFound();
  return entry;
}

/**
 * The slugs are code, not data, so the route lists them (with dynamicParams =
 * false): any other slug is a 404 at routing. A notFound() from the page would
 * come too late: the (site) loading boundary has already streamed a 200 shell.
 * The pages still render per request (they read cookies and the database).
 */
export function landingParams(group: LandingGroup): { slug: string }[] {
  return LANDINGS[group].map((e) => ({ slug: e.url }));
}

export async function landingMetadata(group: LandingGroup, slug: string): Promise<Metadata> {
  const entry = entryOr404(group, slug);
  const { state } = landingSearch(group, entry);
  // The figures of the page's own render (same data-cache key): a landing page is
  // a search page too, kept out of the index when it is empty or a thin locality.
  const { total } = await searchFigures(group, state, entry.city);
  const index = total >= minLiveFor(state);
  const locale = await pageLocale();
  const { title, description } = landingText(group, entry, locale);
  return {
    robots: { index, follow: true },
    // The title already carries the brand: no "| GharBazaar" template on top.
    title: { absolute: title },
    description,
    ...(await pageMetadata({ path: landingPath(group, entry), title, description, canonical: index, locale })),
  };
}

export async function LandingPage({ group, slug }: { group: LandingGroup; slug: string }) {
  const entry = entryOr404(group, slug);
  const { id, state } = landingSearch(group, entry);
  const [figures, locale] = await Promise.all([searchFigures(group, state, entry.city), pageLocale()]);
  const text = landingText(group, entry, locale);
  const words = { heading: text.heading, city: entry.city, monthly: group === 'pg' || state.type === 'rent', locale };
  return (
    <>
      {/* The title's words as the heading: one name for the city and nothing the title promises dropped. */}
      <SearchPage group={group} id={id} pageBase={readablePath(group, state) ?? undefined} heading={words.heading} intro={<LandingIntro {...words} figures={figures} />} />
      <LandingFaq {...words} figures={figures} />
      <LandingAbout group={group} entry={entry} locale={locale} text={text} />
      <LandingSheetHost state={state} />
    </>
  );
}
