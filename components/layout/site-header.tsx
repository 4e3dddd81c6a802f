import Link from 'next/link';
import { FIND_ARCHITECTS_URL, SITE_NAME } from '@/lib/site';
import { cityPagePath } from '@/server/seo/place-index';
import { CityButton } from './city-button';
import { HeaderDealLinks } from './header-deal-links';
import { AccountArea } from './account-area';
import { PostPropertyButton } from './post-property-button';

/**
 * SPEC §2 header: logo, city selector, Buy, Rent, Sell, PG, Find Architects, Post Property, Login/profile.
 * `city` is the page's header city (server/users/viewer.ts: the page's own city on search, landing and
 * detail pages, else the stored one).
 */
export function SiteHeader({ city }: { city: string }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={`${SITE_NAME} home`}>
          Ghar<span>Bazaar</span>
        </Link>
        <CityButton />
        <nav className="site-header__nav" aria-label="Main">
          <HeaderDealLinks city={city} buyHref={cityPagePath(city, 'residential', 'sale')} rentHref={cityPagePath(city, 'residential', 'rent')} />
          <PostPropertyButton variant="link">Sell</PostPropertyButton>
          <Link href="/search/pg/type=pg" prefetch={false}>PG</Link>
          <a href={FIND_ARCHITECTS_URL} target="_blank" rel="noopener noreferrer">Find Architects<span className="visually-hidden"> (opens in a new tab)</span></a>
        </nav>
        <div className="site-header__end">
          <PostPropertyButton variant="button">Post Property</PostPropertyButton>
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
