import '@/styles/search.css';
import type { ReactNode } from 'react';
import { EMPTY_SEARCH, searchPath, type SearchGroup } from '@/lib/search-route';
import { loadSearch } from '@/server/catalog/search/catalog/load-search';
import { searchTitle } from '@/lib/search-title';
import { cardView } from '@/lib/card';
import { formatCount } from '@/lib/format/counts';
import { shortKey } from '@/lib/short-key';
import { SearchTabs } from './search-tabs';
import { SortSelect } from './sort-select';
import { SaveSearchButton } from '@/components/alerts/save-search-button';
import { FilterBar } from './filter-bar';
import { FilterPanelHost } from './filter-panel-host';
import { PANEL_TITLE_ID } from './panel-values';
import { ResultList } from './result-list';
import { EmptyResults, type NearbyLink } from './empty-results';
import { nearbyLocalities } from '@/server/catalog/search/localities/nearby';
import { ActiveFilters } from './active-filters';
import { ResultsCompareTray } from '@/components/compare/results-compare-tray';
import { orderingNote } from '@/lib/ranking';
import { PageCityMark } from '@/components/layout/page-city-mark';
import { breadcrumbList, scriptJson } from '@/lib/json-ld';
import { ItemListJsonLd } from './item-list-json-ld';
import { searchCrumbs } from '@/lib/seo/search-breadcrumbs';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { narrowedSearch } from '@/lib/seo/index-policy';
import { searchFigures } from '@/server/catalog/search/catalog/figures';
import { searchPageLinks, type PageLinks } from '@/server/catalog/seo/page-links';
import { SearchFacts } from './search-facts';
import { SearchPageLinks } from './search-page-links';
import { linksIn, linksWords } from './page-links-words';
import { PageNav } from './page-nav';
import { indexedPath } from '@/server/catalog/seo/page-path';
import { ViewToggle } from './view-toggle';
import { MapSearchHost } from '@/components/map/map-search-host';
import { defaultMapView } from '@/server/catalog/map/default-view';
import { getTranslations } from 'next-intl/server';
import { localeLinks } from '@/server/platform/i18n/locale';
import { cardWords } from '@/components/listing/card-words';
import { filterWords } from './filter-words';
import { placeName } from '@/lib/i18n/place-names';
import { titleWords } from '@/server/platform/i18n/title-words';

type Props = {
  group: SearchGroup; id: string; sort?: string;
  /** A landing page's own heading (its title's words), instead of one worded from the filters. */
  heading?: string;
  /** Words under the heading (a landing page's introduction). */
  intro?: ReactNode;
  /** Which page of results to render (a readable page's /page-N); 1 by default. */
  page?: number;
  /** The readable path of page 1, when the search has one: pages get plain links (/page-N). */
  pageBase?: string;
};

/** A search results page: server-rendered first page (seeding the list slice), client "Load more", filters as islands. */
export async function SearchPage({ group, id, sort: sortParam, heading, intro, page = 1, pageBase }: Props) {
  const { state, city, fallbackCity, sort, body, filters, result, path } = await loadSearch(group, id, sortParam, page);
  // Counts stop at 10,000 (server/catalog/search/catalog/card-query.ts): say "10,000+".
  const count = `${formatCount(result.total)}${result.totalCapped ? '+' : ''}`;
  // Reset keeps the deal and the city, nothing else.
  const resetHref = searchPath(group, { ...EMPTY_SEARCH, type: state.type, location: [{ label: city, value: { city, locality: '' } }] });
  // Which search the list slice holds: the path, the sort, and the city a path without a place
  // falls back to (the visitor's city): picking another city re-renders the same path for it.
  const searchKey = `${path}?sort=${sort}&city=${fallbackCity}${page > 1 ? `&page=${page}` : ''}`;
  // An empty locality search offers the nearby localities where it would find something.
  const nearby: NearbyLink[] = result.total === 0 && state.location.some((l) => l.value.locality)
    ? (await nearbyLocalities(group, await filters())).map((n) => ({
      locality: n.locality, count: n.count,
      href: searchPath(group, { ...state, location: [{ label: `${n.locality}, ${n.city}`, value: { city: n.city, locality: n.locality } }] }),
    }))
    : [];
  const [origin, t, { locale, href }] = await Promise.all([requestOrigin(), getTranslations(), localeLinks()]);
  const words = titleWords(locale);
  const title = heading ?? searchTitle(group, state, city, words);
  // English pages pass no words: the filters' own English, and no words in the page's payload.
  const fw = locale === 'en' ? undefined : filterWords(t, locale);
  const listWords = { list: t('results.listLabel'), showing: t('results.showing', { shown: '{shown}', total: '{total}' }), loadMore: t('results.loadMore'), loading: t('results.loading') };
  // A search in the indexing policy's clean form (a page search engines may
  // index) opens with its facts and ends with links to wider, narrower and
  // neighbouring pages; filter permutations get neither (their cost included).
  const clean = narrowedSearch(group, state, fallbackCity);
  const isClean = !clean.dropped.length && sort === 'relevance' && result.total > 0;
  const [figures, links]: [Awaited<ReturnType<typeof searchFigures>> | null, PageLinks | null] = isClean
    ? await Promise.all([searchFigures(group, state, fallbackCity), searchPageLinks(group, clean.state, fallbackCity)])
    : [null, null];
  const known = { path, total: result.total, capped: !!result.totalCapped };
  // The map view (its box and zoom in the route id, or the city's when absent).
  const onMap = state.view === 'map';
  const firstCards = result.data.map(cardView);
  const mapView = onMap ? (state.box && state.zoom ? { box: state.box, zoom: state.zoom } : await defaultMapView(city, state.area)) : null;

  return (
    <div className="page-width search-page">
      {/* The filters come before the results: a keyboard reaches the first result past dozens of controls. */}
      <a className="skip-link" href="#search-results">{t('results.skipToResults')}</a>
      {/* The header shows the city this search is about; a city-less search keeps the visitor's. */}
      {state.location[0] && <PageCityMark city={state.location[0].value.city} />}
      {/* The same array as the result list's `first`: the payload carries the cards once. */}
      {firstCards.length > 0 && <ItemListJsonLd name={title} origin={origin} cards={firstCards} total={result.total} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbList(searchCrumbs(group, state, fallbackCity, origin, (st) => href(indexedPath(group, st)), words, href('/')))) }} />
      <header className="search-head">
        <h1 className="search-head__title">{title}</h1>
        <p className="search-head__count" data-testid="result-count">
          {t('results.count', { n: result.total, count })}
        </p>
        {intro}
        {figures && <SearchFacts figures={figures} monthly={group === 'pg' || state.type === 'rent'} locale={locale} />}
      </header>
      <div className="search-layout">
        {/* Shown from 992 px (styles/search.css); keyed by the search so it starts from the one on screen. */}
        <aside className="search-aside" aria-labelledby={PANEL_TITLE_ID}>
          <FilterPanelHost key={shortKey(searchKey)} state={state} city={city} known={known} words={fw} />
        </aside>
        <div className="search-main">
          <div className="search-toolbar">
            <SearchTabs group={group} state={state} navLabel={t('filters.ui.searchType')}
              labels={{ buy: t('searchForm.buy'), rent: t('searchForm.rent'), pg: t('searchForm.pg') }} link={href} />
            <ViewToggle group={group} state={state} query={sort === 'relevance' ? '' : `?sort=${sort}`} words={fw?.ui} link={href} />
            <div className="search-toolbar__end">
              <FilterBar group={group} state={state} known={known} words={fw} />
              <SortSelect value={sort} basePath={href(path)} label={t('results.sortBy')}
                options={{ relevance: t('results.sort.relevance'), asc: t('results.sort.asc'), desc: t('results.sort.desc'), newest: t('results.sort.newest') }} />
              <SaveSearchButton group={group} searchId={id} city={city} title={title} {...(fw ? { label: t('results.saveSearch') } : {})} />
            </div>
          </div>
          <ActiveFilters group={group} state={state} city={city} resetHref={href(resetHref)} words={fw} link={href} />
          {result.total > 0 && <p className="search-order small text-muted" data-testid="result-order">{locale === 'en' ? orderingNote(sort) : t(`results.order.${sort}`)}</p>}
          <div id="search-results" tabIndex={-1} className="search-results-area">
            {mapView ? (
              <MapSearchHost group={group} state={state} body={body} view={mapView} />
            ) : result.total === 0 ? (
              <EmptyResults resetHref={href(resetHref)} place={placeName(city, locale)} nearby={nearby.map((n) => ({ ...n, href: href(n.href) }))}
                words={{ title: t('results.emptyTitle'), text: t('results.emptyText', { place: placeName(city, locale) }), nearby: t('results.nearby'), reset: t('results.reset') }} />
            ) : (
              <ResultList key={shortKey(searchKey)} kind={group} body={body} path={path} searchKey={searchKey} total={result.total} totalCapped={result.totalCapped}
                totalPages={result.totalNoOfPages} first={firstCards} firstPage={page} words={listWords} cardWords={cardWords(t, locale)} />
            )}
          </div>
          {pageBase && !mapView && <PageNav base={href(pageBase)} first={href(clean.dropped.length ? pageBase : indexedPath(group, clean.state))} page={page} pages={result.totalNoOfPages} words={fw} />}
        </div>
      </div>
      {links && <SearchPageLinks links={linksIn(links, locale, href)} city={placeName(city, locale)} words={linksWords(locale)} />}
      <ResultsCompareTray />
    </div>
  );
}
