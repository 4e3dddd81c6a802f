import { getRequestConfig } from 'next-intl/server';
import { IST_ZONE } from '@/lib/format/intl';
import { MESSAGES } from './messages';
import { pageLocale } from './locale';

// next-intl's per-request configuration (named in next.config.ts): the language
// comes from the middleware's header, not from a [locale] route segment, so the
// one route tree serves /, /hi and /kn. Server components translate; nothing of
// next-intl reaches the browser (client components get their words as props).
export default getRequestConfig(async ({ locale: asked }) => {
  const locale = asked === 'en' || asked === 'hi' || asked === 'kn' ? asked : await pageLocale();
  return { locale, messages: MESSAGES[locale], timeZone: IST_ZONE };
});
