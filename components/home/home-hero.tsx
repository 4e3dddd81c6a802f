import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/server/platform/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';

export async function HomeHero({ city }: { city: string }) {
  const [t, locale] = await Promise.all([getTranslations('home'), pageLocale()]);
  return (
    <section className="hero">
      <div className="page-width">
        <h1>{t('heroTitle', { city: placeName(city, locale) })}</h1>
        <p className="lead mb-0">{t('heroLead')}</p>
      </div>
    </section>
  );
}
