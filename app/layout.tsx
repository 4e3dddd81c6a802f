import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@/styles/globals.css';
import '@/styles/fonts-i18n.css';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import { StoreProvider } from '@/store/store-provider';
import { authInitial } from '@/store/auth-slice';
import { locationInitial } from '@/store/location-slice';
import { currentViewer } from '@/server/accounts/users/viewer';
import { warmLocalityIndex } from '@/server/catalog/search';
import { SiteHeader } from '@/components/layout/site-header';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { ToastHost } from '@/components/layout/toast-host';
import { AuthDialogs } from '@/components/auth/auth-dialogs';
import { authWords } from '@/components/auth/auth-words-server';
import { SITE_NAME } from '@/lib/site';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { pageLocale } from '@/server/platform/i18n/locale';
import { HTML_LANG, localePath, type Locale } from '@/lib/i18n/locales';
import { LanguageOffer } from '@/components/layout/language-offer';

/** The one font file a Hindi or Kannada page needs first (styles/fonts-i18n.css); English pages preload none. */
const FONT_PRELOAD: Partial<Record<Locale, string>> = {
  hi: '/fonts/noto-sans-devanagari-regular.woff2',
  kn: '/fonts/noto-sans-kannada-regular.woff2',
};

async function offerWords() {
  const [hi, kn] = await Promise.all([getTranslations({ locale: 'hi', namespace: 'language' }), getTranslations({ locale: 'kn', namespace: 'language' })]);
  const words = (t: typeof hi) => ({ region: t('offerRegion'), text: t('offer'), go: t('offerGo'), dismiss: t('offerDismiss') });
  return { hi: words(hi), kn: words(kn) };
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    // Relative metadata URLs (the icons, the default Open Graph card) resolve against the one site origin.
    metadataBase: new URL(await requestOrigin()),
    title: { default: `${SITE_NAME}: ${t('tagline')}`, template: `%s | ${SITE_NAME}` },
    description: t('siteDescription'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f6e5a' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [viewer, locale, t, all] = await Promise.all([currentViewer(), pageLocale(), getTranslations('meta'), getTranslations()]);
  const font = FONT_PRELOAD[locale];
  if (font) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  warmLocalityIndex(); // the location dialog's autocomplete, ready before the first keystroke
  const preloaded = {
    auth: viewer.auth ? { ...authInitial, ...viewer.auth } : authInitial,
    location: { ...locationInitial, data: { city: viewer.city, locality: [] }, pageCity: viewer.pageCity },
  };
  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <a className="skip-link" href="#main">{t('skipToContent')}</a>
        <StoreProvider preloadedState={preloaded}>
          <SiteHeader city={viewer.city} />
          <main id="main" className="site-main">{children}</main>
          <MobileBottomBar home={localePath('/', locale)} words={locale === 'en' ? undefined : all.raw('bottomNav')} />
          <ToastHost />
          {/* English pages send no words: the dialogs' defaults are the English, and every page carries these. */}
          <AuthDialogs demoMode={viewer.demoMode} hasStoredCity={viewer.hasStoredCity} words={locale === 'en' ? undefined : authWords(all, locale)} />
          {locale === 'en' && <LanguageOffer words={await offerWords()} />}
        </StoreProvider>
      </body>
    </html>
  );
}
