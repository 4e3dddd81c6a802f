import Link from 'next/link';
import type { PageLink, PageLinks } from '@/server/catalog/seo/page-links';

// Below the results of an indexable search page: where to go wider, narrower
// or next door (server/catalog/seo/page-links.ts). Plain links, no client code.

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

export function SearchPageLinks({ links, city }: { links: PageLinks; city: string }) {
  const { broader, narrower, localities, nearby, insights, otherDeal } = links;
  if (!broader && !narrower.length && !localities.length && !insights && !otherDeal) return null;
  return (
    <nav className="search-links" aria-label="More searches like this">
      <LinkList title="Narrow this search" id="search-links-narrower" links={narrower} />
      <LinkList title={nearby ? 'Nearby localities' : `Localities in ${city}`} id="search-links-localities" links={localities} />
      {insights && <p className="mb-2"><Link href={insights.href} prefetch={false}>{insights.label}</Link></p>}
      {otherDeal && <p className="mb-2">Also: <Link href={otherDeal.href} prefetch={false}>{otherDeal.label}</Link></p>}
      {broader && <p className="mb-0">Wider search: <Link href={broader.href} prefetch={false}>{broader.label}</Link></p>}
    </nav>
  );
}
