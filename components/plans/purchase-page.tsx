import Link from 'next/link';
import type { PurchasePageData } from './types';
import { PurchaseWizard } from './purchase-wizard';
import { FREE_ALLOWANCE_TEXT } from '@/lib/free-allowance';

/** /subscription/plans and /subscription/builder: the wizard plus what the free allowance gives. */
export function PurchasePage({ data, sellerStateCode, title }: { data: PurchasePageData; sellerStateCode: string; title: string }) {
  return (
    <main className="container plans-page">
      <h1 className="h3">{title}</h1>
      <p className="text-muted">
        {FREE_ALLOWANCE_TEXT} Plans add live listings, featured listings (shown first in
        search, labelled Sponsored){data.audience === 'builder' ? ', project slots' : ''} and priority moderation. Prices include
        18% GST: the first amount you see is the amount you pay. Plans never renew by themselves. <Link href="/profile-pages/plan-management">Your plans</Link>
      </p>
      <PurchaseWizard data={data} sellerStateCode={sellerStateCode} />
    </main>
  );
}
