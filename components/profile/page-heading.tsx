'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { buysPlans, plansPageOf } from '@/lib/policy';
import { useAppSelector } from '@/store/hooks';
import { goBack } from './go-back';
import { PostProjectAction } from './post-action';
import { usePlanSummary } from './use-plan-summary';
import { useProfileWords } from './profile-words-context';
import { localePath } from '@/lib/i18n/locales';

type Props = {
  title: string;
  /** Replaces plain back navigation (the edit form asks about unsaved changes first). */
  onBack?: () => void;
  /** Hides the plan button on pages where it makes no sense (public pages). */
  planButton?: boolean;
  /** The back arrow's name in the page's language. */
  backLabel?: string;
};

/**
 * SPEC §2 layout page heading: back arrow, title, Post Project (builders only)
 * and the plan button. Both follow the poster's plan (store/plan-slice.ts):
 * "Renew Plan" (with renewId) when the newest plan ends within 15 days or has
 * ended, else "Upgrade Plan"; Post Project sends a builder without a free
 * project slot to the plans instead of the post chooser.
 */
export function PageHeading({ title, onBack, planButton = true, backLabel }: Props) {
  const router = useRouter();
  const role = useAppSelector((s) => s.auth.user_type);
  const builder = role === 'builder';
  const poster = buysPlans(role);
  // Only pages that show the plan button ask for the summary (the posting wizard hides it).
  const plan = usePlanSummary(poster && planButton);
  const words = useProfileWords();
  return (
    <div className="profile-heading">
      <button type="button" className="btn btn-light back-arrow" aria-label={backLabel ?? words.back}
        onClick={onBack ?? (() => goBack(router))}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </button>
      <h1>{title}</h1>
      <div className="profile-heading__actions">
        {builder && <PostProjectAction className="btn btn-outline-primary" plansUrl={plan && !plan.post_project ? plan.plan_url : undefined} />}
        {planButton && poster && (
          <Link href={localePath(plan?.plan_url ?? plansPageOf(role), words.locale)} className="btn btn-primary" prefetch={false}>
            {plan?.plan_button === 'Renew Plan' ? words.renewPlan : words.upgradePlan}
          </Link>
        )}
      </div>
    </div>
  );
}
