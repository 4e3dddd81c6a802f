'use client';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from '@/components/layout/toast';
import { goBack } from '@/components/profile/go-back';
import { Wizard } from '@/components/wizard/wizard';
import { AppError } from '@/lib/app-error';
import { fill } from '@/lib/i18n/fill';
import { inPageLocale } from '@/lib/i18n/locales';
import { categoryBySlug, type PostingType } from '@/lib/posting/categories';
import { labelsOf } from '@/lib/posting/labels';
import { labelled } from '@/lib/validation/field-labels';
import type { SavedListing } from '@/services/api/posting';
import { myPropertyFindOne } from '@/services/api/posting';
import { useAppSelector } from '@/store/hooks';
import type { GuestSession } from './guest-session';
import { PlanNeeded } from './plan-needed';
import { plansPageOf } from '@/lib/policy';
import { useAllowanceFull } from './allowance';
import { AllowanceOffer } from './allowance-offer';
import { PostedResult } from './posted-result';
import { submitListing } from './submit-listing';
import { propertySteps } from './wizard-steps';
import { fromBody, initialValues, type WizardValues } from './wizard-values';
import { usePostingWords } from './posting-words';

export type WizardProps = {
  group: string; slug: string; postType: PostingType;
  /** Editing a listing from My Properties (prefilled from my-property-list-find-one). */
  editId?: number | null;
  /** Guest posting: the OTP-verified posting token (not a login) and its phone. */
  guest?: GuestSession | null;
  /** The guest token expired (2 h): verify the number again; the draft stays. */
  onGuestExpired?: () => void;
};

/** The draft of a category and post type (and listing, while editing); the key predates the one engine. */
const draftKey = (category: string, postType: string, listingId?: number | null) =>
  `gb-post-draft:${category}:${postType}${listingId ? `:${listingId}` : ''}`;

/** The property wizard: the wizard engine (components/wizard) over the category's panels. */
export function PostingWizard({ group, slug, postType, editId = null, guest = null, onGuestExpired }: WizardProps) {
  const category = categoryBySlug(group, slug)!;
  const words = usePostingWords();
  const t = words.text;
  const steps = useMemo(() => propertySteps(category, postType, guest?.token, t.steps), [category, postType, guest?.token, t.steps]);
  const labels = useMemo(() => labelsOf(category, postType), [category, postType]);
  const [planNeeded, setPlanNeeded] = useState<{ href: string; allowed?: number; used?: number } | null>(null);
  const router = useRouter();
  const role = useAppSelector((st) => st.auth.user_type);
  // Opened without the post chooser (a link, a reload): the same plan offer up front.
  const signedInFull = useAllowanceFull(!editId && !guest);
  const guestFull = guest?.listings && guest.listings.used >= guest.listings.allowed ? guest.listings : null;
  const full = editId ? null : guest ? guestFull : signedInFull;
  const noun = words.noun ?? category.label;
  const title = fill(editId ? t.title.edit : postType === 'rent' ? t.title.rent : t.title.sale, { noun });
  const wizardWords = useMemo(() => ({ ...t.wizard, dialogs: words.dialogs, server: words.server }), [t.wizard, words.dialogs, words.server]);

  return (
    <Wizard<WizardValues, SavedListing> title={title} steps={steps} labels={labels} jump={!!editId} leaveGuard
      draftKey={draftKey(category.category, postType, editId)} loadingText={t.loading} words={wizardWords}
      load={() => (editId
        ? myPropertyFindOne(editId).then((res) => fromBody(category, postType, res.data as Record<string, unknown>))
        : initialValues(category, postType))}
      submitLabel={editId ? t.submit.save : t.submit.post}
      back={() => goBack(router, inPageLocale('/'))} doneBack={() => router.push(inPageLocale(guest ? '/' : '/profile-pages/my-property'))}
      notice={planNeeded ? <PlanNeeded {...planNeeded} /> : full && <AllowanceOffer allowance={full} planUrl={plansPageOf(role)} guest={!!guest} />}
      renderDone={(listing) => <PostedResult result={listing} edit={!!editId} guestPhone={guest?.phone} />}
      onSubmit={async (v, nav) => {
        try {
          const out = await submitListing(category, postType, v, { editId, guestToken: guest?.token });
          if (!out.ok) { toast.error(words.errors[labelled(out.message, labels)] ?? out.message); nav.goTo(steps.findIndex((p) => p.key === out.panel)); return null; }
          toast.success(editId ? t.toast.saved : out.listing.status === 'pending' ? t.toast.pending : t.toast.posted);
          router.refresh();
          return out.listing;
        } catch (err) {
          const data = err instanceof AppError ? (err.data as { reason?: string; plans_url?: string; allowed?: number; used?: number } | undefined) : undefined;
          // Over the free allowance: the draft stays, and the way on is a plan.
          if (data?.reason === 'plan_required') {
            nav.keepDraft();
            setPlanNeeded({ href: data.plans_url ?? '/subscription/plans', allowed: data.allowed, used: data.used });
            return null;
          }
          if (guest && err instanceof AppError && err.status === 401) { nav.keepDraft(); onGuestExpired?.(); }
          throw err;
        }
      }} />
  );
}
