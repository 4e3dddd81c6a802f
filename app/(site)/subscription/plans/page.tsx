import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import '@/styles/plans.css';
import { requireUser } from '@/server/accounts/auth/require-user';
import { purchasePageData } from '@/server/money/plans/page-data';
import { sellerStateCode } from '@/server/money/billing/seller';
import { PurchasePage } from '@/components/plans/purchase-page';

export const metadata: Metadata = { title: 'Plans', robots: { index: false } };

type Props = { searchParams: Promise<{ renewId?: string; projectId?: string }> };

export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const query = await searchParams;
  if (user.roleType === 'builder') redirect(`/subscription/builder${query.renewId ? `?renewId=${encodeURIComponent(query.renewId)}` : ''}`);
  const data = await purchasePageData(user, query);
  return <PurchasePage data={data} sellerStateCode={sellerStateCode()} title={data.renew ? 'Renew Plan' : 'Choose a plan'} />;
}
