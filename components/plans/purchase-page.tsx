import Link from 'next/link';
import type { PurchasePageData } from './types';
import { PurchaseWizard } from './purchase-wizard';
import { localePath } from '@/lib/i18n/locales';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';

/** /subscription/plans and /subscription/builder: the wizard plus what the free allowance gives. */
export function PurchasePage({ data, sellerStateCode, words = ENGLISH_PLAN_WORDS }: { data: PurchasePageData; sellerStateCode: string; words?: PlanWords }) {
  const title = data.renew ? words.renewTitle : data.audience === 'builder' ? words.builderTitle : words.choose;
  return (
    <div className="container plans-page">
      <h1 className="h3">{title}</h1>
      <p className="text-muted">
        {words.free} {data.audience === 'builder' ? words.introBuilder : words.intro}{' '}
        <Link href={localePath('/profile-pages/plan-management', words.locale)}>{words.yourPlans}</Link>
      </p>
      <PurchaseWizard data={data} sellerStateCode={sellerStateCode} words={words} />
    </div>
  );
}
