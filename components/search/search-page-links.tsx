import Link from 'next/link';
import type { PageLink, PageLinks } from '@/server/catalog/seo/page-links';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_LINKS_WORDS, type LinksWords } from './page-links-words';

// Below the results of an indexable search page: where to go wider, narrower
// or next door (server/catalog/seo/page-links.ts). Plain links, no client code; `words`
// and the links' labels in the page's language (page-links-words.ts).

function LinkList({ title, id, links }: { title: string; id: string; links: PageLink[] }) {
  if (!links.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="h6">{title}</h2>
      <ul className="search-links__list">
        {links.map((l) => (
          <li key={l.label}>
            <Link href={l.href} prefetch={false}>{l.label}</Link>
            {l.count !== undefined && <span className="text-muted">{` (${l.count})`}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchPageLinks({ links, city, words: w = ENGLISH_LINKS_WORDS }: { links: PageLinks; city: string; words?: LinksWords }) {
  const { broader, narrower, localities, nearby, insights, otherDeal } = links;
  if (!broader && !narrower.length && !localities.length && !insights && !otherDeal) return null;
  return (
    <nav className="search-links" aria-label={w.nav}>
      <LinkList title={w.narrower} id="search-links-narrower" links={narrower} />
      <LinkList title={nearby ? w.nearby : fill(w.localitiesIn, { city })} id="search-links-localities" links={localities} />
      {insights && <p className="mb-2"><Link href={insights.href} prefetch={false}>{insights.label}</Link></p>}
      {otherDeal && <p className="mb-2">{w.also} <Link href={otherDeal.href} prefetch={false}>{otherDeal.label}</Link></p>}
      {broader && <p className="mb-0">{w.wider} <Link href={broader.href} prefetch={false}>{broader.label}</Link></p>}
    </nav>
  );
}
