import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@/styles/globals.css';
import { StoreProvider } from '@/store/store-provider';
import { authInitial } from '@/store/auth-slice';
import { locationInitial } from '@/store/location-slice';
import { currentViewer } from '@/server/users/viewer';
import { warmLocalityIndex } from '@/server/search';
import { SiteHeader } from '@/components/layout/site-header';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { ToastHost } from '@/components/layout/toast-host';
import { AuthDialogs } from '@/components/auth/auth-dialogs';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site';
import { requestOrigin } from '@/server/http/request-origin';

export async function generateMetadata(): Promise<Metadata> {
  return {
    // Relative metadata URLs (the icons, the default Open Graph card) resolve against the one site origin.
    metadataBase: new URL(await requestOrigin()),
    title: { default: `${SITE_NAME}: ${SITE_TAGLINE}`, template: `%s | ${SITE_NAME}` },
    description: 'Buy, rent or lease flats, houses, villas, plots, offices, shops, farm land and PG rooms across India.',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f6e5a' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const viewer = await currentViewer();
  warmLocalityIndex(); // the location dialog's autocomplete, ready before the first keystroke
  const preloaded = {
    auth: viewer.auth ? { ...authInitial, ...viewer.auth } : authInitial,
    location: { ...locationInitial, data: { city: viewer.city, locality: [] }, pageCity: viewer.pageCity },
  };
  return (
    <html lang="en-IN">
      <body>
        <a className="skip-link" href="#main">Skip to content</a>
        <StoreProvider preloadedState={preloaded}>
          <SiteHeader city={viewer.city} />
          <main id="main" className="site-main">{children}</main>
          <MobileBottomBar />
          <ToastHost />
          <AuthDialogs demoMode={viewer.demoMode} hasStoredCity={viewer.hasStoredCity} />
        </StoreProvider>
      </body>
    </html>
  );
}
