import type { Metadata } from 'next';
import { connection } from 'next/server';
import '@/styles/plans.css';
import { listPlans } from '@/server/money/plans/catalogue';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { PublicPricing } from '@/components/plans/public-pricing';
import { getTranslations } from 'next-intl/server';
import { planWords } from '@/components/plans/plan-words-server';
import { pageLocale } from '@/server/platform/i18n/locale';

async function words() {
  const [locale, t] = await Promise.all([pageLocale(), getTranslations()]);
  return planWords(t, locale);
}

export async function generateMetadata(): Promise<Metadata> {
  // Translated page, English canonical: /pricing is not one of the indexable translated page types.
  const { title, description } = (await words()).pricing;
  return { title, description, ...(await pageMetadata({ path: '/pricing', title, description })) };
}

/** The plan catalogue for everyone: prices are published before login, as the purchase page charges them. */
export default async function PricingPage() {
  // The catalogue is read per request, not at build time (the build has no database of the servers').
  await connection();
  const w = await words();
  return (
    <div className="page-width py-4">
      <h1 className="h3">{w.pricing.title}</h1>
      <p>{w.free} {w.pricing.lead}</p>
      <PublicPricing plans={await listPlans()} words={w} />
    </div>
  );
}
