import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FIND_ARCHITECTS_URL, SITE_NAME } from '@/lib/site';
import { cityPagePath } from '@/server/catalog/seo/place-index';
import { localeLinks, pagePath } from '@/server/platform/i18n/locale';
import { CityButton } from './city-button';
import { HeaderDealLinks } from './header-deal-links';
import { AccountArea } from './account-area';
import { PostPropertyButton } from './post-property-button';
import { LanguageSwitcher } from './language-switcher';

/**
 * SPEC §2 header: logo, city selector, Buy, Rent, Sell, PG, Find Architects, Post Property, Login/profile,
 * and the language switcher. `city` is the page's header city (server/accounts/users/viewer.ts: the page's own
 * city on search, landing and detail pages, else the stored one).
 */
export async function SiteHeader({ city }: { city: string }) {
  const [t, tl, ta, { locale, href }, path] = await Promise.all([
    getTranslations('header'), getTranslations('language'), getTranslations('auth.account'), localeLinks(), pagePath(),
  ]);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={href('/')} className="site-header__logo" aria-label={t('homeLabel', { site: SITE_NAME })}>
          Ghar<span>Bazaar</span>
        </Link>
        <CityButton {...(locale === 'en' ? {} : { label: t('cityButton', { city: '{city}' }), locale })} />
        <nav className="site-header__nav" aria-label={t('mainNav')}>
          <HeaderDealLinks city={city} buyHref={href(cityPagePath(city, 'residential', 'sale'))} rentHref={href(cityPagePath(city, 'residential', 'rent'))}
            buy={t('buy')} rent={t('rent')} />
          <PostPropertyButton variant="link">{t('sell')}</PostPropertyButton>
          <Link href={href('/search/pg/type=pg')} prefetch={false}>{t('pg')}</Link>
          <a href={FIND_ARCHITECTS_URL} target="_blank" rel="noopener noreferrer">{t('findArchitects')}<span className="visually-hidden">{t('newTab')}</span></a>
        </nav>
        <div className="site-header__end">
          <LanguageSwitcher id="header-language" label={tl('label')} current={locale} path={path} />
          <PostPropertyButton variant="button">{t('postProperty')}</PostPropertyButton>
          <AccountArea loginLabel={t('login')} words={locale === 'en' ? undefined : { menu: ta('menu', { name: '{name}' }), you: ta('you'), myAccount: ta('myAccount'), logout: ta('logout') }} />
        </div>
      </div>
    </header>
  );
}
