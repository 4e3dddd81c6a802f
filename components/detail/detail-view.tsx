import '@/styles/detail.css';
import type { ListingDetail } from '@/server/catalog/detail/detail';
import { DetailBreadcrumb } from './detail-breadcrumb';
import { DetailCity } from './detail-city';
import { absoluteUrl, crumbHrefs, detailHeading, detailJsonLd, scriptJson } from '@/lib/detail/detail-meta';
import { DetailSection } from './detail-section';
import { DetailSummary } from './detail-summary';
import { Gallery } from './gallery';
import { photoSubject } from '@/lib/detail/photo-text';
import { KeyFacts, TickList } from './key-facts';
import { LocationBlock } from './location-block';
import { pgFacts, projectFacts } from '@/lib/detail/pg-project-facts';
import { PgRooms } from './pg-rooms';
import { ProjectAmenities } from './project-amenities';
import { propertyFacts } from './property-facts';
import { SimilarListings } from './similar-listings';
import { ViewBeacon } from './view-beacon';
import { ListingHistory } from './listing-history';
import { EmiLauncher } from '@/components/emi/emi-launcher';
import { PgRentMedians } from '@/components/pg-posting/pg-rent-medians';
import { PriceContextNote } from '@/components/insights/price-context-note';
import type { DetailInsights } from '@/server/catalog/insights/detail';
import type { CrumbHrefs } from '@/server/catalog/seo/detail-crumbs';
import { ProjectBlocks } from '@/components/projects/project-blocks';
import { ReraBlock } from '@/components/projects/rera-block';
import { getTranslations } from 'next-intl/server';
import { localeLinks } from '@/server/platform/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';
import { filterWords } from '@/components/search/filter-words';
import { detailWords, type DetailWords } from './detail-words';
import { partWords } from './part-words';
import type { Fact } from '@/lib/detail/detail-format';

type Props = {
  d: ListingDetail; slug: string; origin: string; viewCounted: boolean; insights?: DetailInsights | null;
  /** The breadcrumb's city and locality pages (server/catalog/seo/detail-crumbs.ts). */
  crumbs?: CrumbHrefs;
};

function factsOf(d: ListingDetail) {
  if (d.kind === 'pg') return pgFacts(d.detail, d.rooms);
  if (d.kind === 'project') return projectFacts(d.detail);
  return propertyFacts(d.detail, d.attributes);
}

/** The facts' labels and the values the catalogue knows (Yes, No, the enums' labels) in the page's language. */
const factsIn = (facts: Fact[], w: DetailWords): Fact[] =>
  (w.locale === 'en' ? facts : facts.map((f) => ({ ...f, label: w.facts[f.label] ?? f.label, value: valueIn(f.value, w) })));

/** A known value, or a list of known values ("Single Room, Double Sharing"), in the language; others as they are. */
function valueIn(value: string, w: DetailWords): string {
  if (w.values[value]) return w.values[value];
  const parts = value.split(', ');
  return parts.length > 1 && parts.every((p) => w.values[p]) ? parts.map((p) => w.values[p]).join(', ') : value;
}

/**
 * The whole detail page, server-rendered. Client islands: the gallery, save,
 * copy-link, contact buttons, the URL-city loader and the view beacon.
 */
export async function DetailView({ d, slug, origin, viewCounted, insights = null, crumbs }: Props) {
  const [t, { locale, href }] = await Promise.all([getTranslations(), localeLinks()]);
  const w = detailWords(t, locale, filterWords(t, locale));
  // English pages pass no words to the blocks below: they keep their own English.
  const p = locale === 'en' ? undefined : partWords(t, locale, placeName(d.card.city, locale));
  const url = absoluteUrl(origin, href(d.card.url));
  const heading = detailHeading(d, p?.heading);
  const jsonCrumbs = crumbs ?? crumbHrefs(d.card);
  const images = d.images.map((i) => i.url);
  const description = typeof d.detail.description === 'string' ? d.detail.description.trim() : '';
  return (
    <article className="page-width detail" data-kind={d.kind} data-testid="detail">
      <DetailCity detailId={slug} />
      <ViewBeacon kind={d.kind} id={d.card.id} counted={viewCounted} />
      <script type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(detailJsonLd(d, url, images.map((i) => absoluteUrl(origin, i)), origin,
          { city: href(jsonCrumbs.city), locality: href(jsonCrumbs.locality) }, p?.heading)) }} />
      <DetailBreadcrumb card={d.card} hrefs={crumbs} link={href}
        words={{ breadcrumb: w.breadcrumb, home: w.home, city: placeName(d.card.city, locale) }} />
      {/* Above the h1 (RERA wants it at the top): a label, not a heading, so the outline starts at the h1. */}
      {d.kind === 'project' && d.project && <ReraBlock rera={d.project.rera} heading={null} words={p?.project.rera} />}
      {d.kind === 'property' && d.rera && <ReraBlock rera={d.rera} heading={null} words={p?.project.rera} />}
      <div className="detail__layout">
        <div className="detail__gallery"><Gallery images={images} title={p ? heading : d.card.title} subject={p ? `${heading}, ${p.heading.city}` : photoSubject(d.card)} empty={{ text: w.noPhotos, label: w.noPhotosOf }} words={p?.photos} /></div>
        <aside className="detail__summary" aria-label={w.summary}><DetailSummary d={d} heading={heading} pageUrl={url} words={w} parts={p} link={href} /></aside>
        <div className="detail__main">
          <KeyFacts facts={factsIn(factsOf(d), w)} title={w.sections.keyFacts} />
          <PriceContextNote x={insights} words={w.context} />
          {d.kind === 'pg' && <PgRooms rooms={d.rooms} words={p?.pg} />}
          {d.kind === 'pg' && d.pgMedians && <PgRentMedians medians={d.pgMedians} locality={d.card.locality} words={p?.rentMedians} />}
          {d.kind === 'project' && d.project && <ProjectBlocks x={d.project} projectId={d.card.id} words={p?.project} />}
          {d.kind === 'project' && <ProjectAmenities detail={d.detail} words={p?.projectAmenities} />}
          <TickList id="amenities" title={w.sections.amenities} items={d.detail.amenities} />
          {d.kind === 'pg' && <TickList id="rules" title={w.sections.rules} items={d.detail.rules} />}
          {description && (
            <DetailSection id="description" title={w.sections.description}>
              <p className="detail-description">{description}</p>
            </DetailSection>
          )}
          <LocationBlock detail={d.detail} card={d.card} words={p?.location} />
          {d.history && <ListingHistory events={d.history} words={p?.history} locale={locale} />}
          {d.card.post_type === 'sale' && d.kind !== 'pg' && (
            <DetailSection id="emi" title={w.sections.emi}>
              <EmiLauncher price={d.card.price} state={d.place?.state ?? null} label={w.emiOpen} words={p?.emi} locale={locale} />
            </DetailSection>
          )}
        </div>
      </div>
      <SimilarListings items={d.similar} kind={d.kind} title={w.similar[d.kind]} words={w.card} />
    </article>
  );
}
