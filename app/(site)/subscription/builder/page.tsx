import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import '@/styles/plans.css';
import { plansRedirect } from '@/lib/policy';
import { requireUser } from '@/server/accounts/auth/require-user';
import { purchasePageData } from '@/server/money/plans/page-data';
import { sellerStateCode } from '@/server/money/billing/seller';
import { getTranslations } from 'next-intl/server';
import { PurchasePage } from '@/components/plans/purchase-page';
import { planWords } from '@/components/plans/plan-words-server';
import { pageLocale } from '@/server/platform/i18n/locale';

export const metadata: Metadata = { title: 'Builder plans', robots: { index: false } };

// SPEC §2: /subscription/builder with renewId and an optional projectId (Upgrade Plan or Renew Plan).
type Props = { searchParams: Promise<{ renewId?: string; projectId?: string }> };

export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const own = plansRedirect(user.roleType, '/subscription/builder');
  if (own) redirect(own);
  const data = await purchasePageData(user, await searchParams);
  const [locale, t] = await Promise.all([pageLocale(), getTranslations()]);
  return <PurchasePage data={data} sellerStateCode={sellerStateCode()} words={locale === 'en' ? undefined : planWords(t, locale)} />;
}
