import type en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';

// next-intl checks every key and namespace passed to getTranslations against the English catalogue.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
