'use client';
import '@/styles/profile.css';
import '@/styles/posting.css';
import { Form, Formik } from 'formik';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { toast } from '@/components/layout/toast';
import { SubmitButton } from '@/components/forms/submit-button';
import { PageHeading } from '@/components/profile/page-heading';
import { AppError } from '@/lib/app-error';
import { errorMessage } from '@/lib/error-message';
import { categoryBySlug, type PostingType } from '@/lib/posting/categories';
import type { WizardStep } from '@/lib/posting/schemas';
import type { SavedListing } from '@/services/api/posting';
import { draftKey } from './draft';
import type { GuestSession } from './guest-session';
import { DraftSaver } from './draft-saver';
import { LeaveGuard } from './leave-guard';
import { PlanNeeded } from './plan-needed';
import { useAllowanceFull, plansPage } from './allowance';
import { AllowanceOffer } from './allowance-offer';
import { useAppSelector } from '@/store/hooks';
import { PostedResult } from './posted-result';
import { StepPanel } from './step-panel';
import { reachableStep, StepProgress } from './step-progress';
import { submitListing } from './submit-listing';
import { useDraftWriter } from './use-draft';
import { useWizardStart } from './use-wizard-start';
import { validateStep } from './validate-step';
import { panelsFor } from './wizard-steps';
import type { WizardValues } from './wizard-values';

export type WizardProps = {
  group: string; slug: string; postType: PostingType;
  /** Editing a listing from My Properties (prefilled from my-property-list-find-one). */
  editId?: number | null;
  /** Guest posting: the OTP-verified posting token (not a login) and its phone. */
  guest?: GuestSession | null;
  /** The guest token expired (2 h): verify the number again; the draft stays. */
  onGuestExpired?: () => void;
};

/**
 * The posting wizard: one panel and one formik form per step, each checked
 * with the shared step schema; the draft lives in localStorage per category,
 * post type (and listing), so a reload or a closed tab loses nothing.
 */
export function PostingWizard({ group, slug, postType, editId = null, guest = null, onGuestExpired }: WizardProps) {
  const category = categoryBySlug(group, slug)!;
  const panels = useMemo(() => panelsFor(postType), [postType]);
  const key = draftKey(category.category, postType, editId);
  const start = useWizardStart(category, postType, key, editId);
  const drafts = useDraftWriter(key);
  const [step, setStep] = useState<number | null>(null);
  const [values, setValues] = useState<WizardValues | null>(null);
  const [result, setResult] = useState<SavedListing | null>(null);
  const [planUrl, setPlanUrl] = useState<string | null>(null);
  const latest = useRef<WizardValues | null>(null);
  const router = useRouter();
  const role = useAppSelector((st) => st.auth.user_type);
  // Opened without the post chooser (a link, a reload): the same plan offer up front.
  const signedInFull = useAllowanceFull(!editId && !guest);
  const guestFull = guest?.listings && guest.listings.used >= guest.listings.allowed ? guest.listings : null;
  const full = editId ? null : guest ? guestFull : signedInFull;

  if (start.state === 'loading') return <p role="status" className="text-muted">Loading your listing…</p>;
  if (start.state === 'failed') return <p role="alert" className="text-danger">{start.message}</p>;

  const current = values ?? start.values;
  const at = step ?? start.step;
  const panel = panels[at]!;
  const last = at === panels.length - 1;
  const title = editId ? `Edit your ${category.label}` : `Post ${category.label} for ${postType === 'rent' ? 'rent' : 'sale'}`;
  const goTo = (i: number) => { const v = latest.current ?? current; setValues(v); setStep(i); drafts.write(i, v); window.scrollTo({ top: 0 }); };

  if (result) {
    return (
      <>
        <PageHeading title={title} planButton={false} onBack={() => router.push(guest ? '/' : '/profile-pages/my-property')} />
        <PostedResult result={result} edit={!!editId} guestPhone={guest?.phone} />
      </>
    );
  }

  const submit = async (v: WizardValues) => {
    try {
      const out = await submitListing(category, postType, v, { editId, guestToken: guest?.token });
      if (!out.ok) { toast.error(out.message); goTo(panels.findIndex((p) => p.key === out.panel)); return; }
      drafts.finish();
      setResult(out.listing);
      toast.success(editId ? 'Changes saved' : out.listing.status === 'pending' ? 'Saved: waiting for review' : 'Property posted successfully');
      router.refresh();
    } catch (err) {
      const data = err instanceof AppError ? (err.data as { reason?: string; plans_url?: string } | undefined) : undefined;
      // Over the free allowance: the draft stays, and the way on is a plan.
      if (data?.reason === 'plan_required') { drafts.flush(); setPlanUrl(data.plans_url ?? '/subscription/plans'); return; }
      toast.error(errorMessage(err, 'Something Went Wrong'));
      if (guest && err instanceof AppError && err.status === 401) { drafts.flush(); onGuestExpired?.(); }
    }
  };

  return (
    <LeaveGuard title={title} dirty={() => JSON.stringify(latest.current ?? current) !== JSON.stringify(start.baseline)}
      keepDraft={() => drafts.flush()} discard={() => { drafts.discard(); }} restored={start.restored}>
      <StepProgress panels={panels} at={at} jump={!!editId} onGo={async (i) => {
        const v = latest.current ?? current;
        const to = await reachableStep(i, at, async (k) => panels[k]!.key === 'review'
          || Object.keys(await validateStep(panels[k]!.key as WizardStep, category, postType, v)).length === 0);
        if (to !== i) toast.error(`Complete "${panels[to]!.title}" first`);
        goTo(to);
      }} />
      {planUrl ? <PlanNeeded href={planUrl} /> : full && <AllowanceOffer allowance={full} planUrl={plansPage(role)} guest={!!guest} />}
      <Formik<WizardValues> key={panel.key} initialValues={current} validateOnMount={false}
        validate={(v) => (panel.key === 'review' ? {} : validateStep(panel.key, category, postType, v))}
        onSubmit={async (v) => (last ? submit(v) : goTo(at + 1))}>
        {({ isSubmitting }) => (
          <Form noValidate className="profile-card posting-form" aria-labelledby="posting-step-title">
            <DraftSaver onChange={(v) => { latest.current = v; drafts.write(at, v); }} />
            <h2 id="posting-step-title" className="h5 mb-3">{panel.title}</h2>
            <StepPanel panel={panel.key} category={category} postType={postType} guestToken={guest?.token} panels={panels} goTo={goTo} />
            <div className="posting-nav">
              {at > 0 && <button type="button" className="btn btn-outline-secondary" onClick={() => goTo(at - 1)}>Previous</button>}
              <SubmitButton busy={isSubmitting} className="btn btn-primary ms-auto">
                {last ? (editId ? 'Save changes' : 'Post property') : 'Next'}
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </LeaveGuard>
  );
}
