import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import '@/styles/plans.css';
import { plansRedirect } from '@/lib/policy';
import { requireUser } from '@/server/accounts/auth/require-user';
import { purchasePageData } from '@/server/money/plans/page-data';
import { sellerStateCode } from '@/server/money/billing/seller';
import { PurchasePage } from '@/components/plans/purchase-page';
import { planWords } from '@/components/plans/plan-words-server';
import { pageLocale } from '@/server/platform/i18n/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('plans'))('metaTitle'), robots: { index: false } };
}

type Props = { searchParams: Promise<{ renewId?: string; projectId?: string }> };

export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const query = await searchParams;
  // A builder's renewal link keeps its plan on the builder page.
  const own = plansRedirect(user.roleType, '/subscription/plans');
  if (own) redirect(`${own}${query.renewId ? `?renewId=${encodeURIComponent(query.renewId)}` : ''}`);
  const [data, locale, t] = await Promise.all([purchasePageData(user, query), pageLocale(), getTranslations()]);
  return <PurchasePage data={data} sellerStateCode={sellerStateCode()} words={locale === 'en' ? undefined : planWords(t, locale)} />;
}
