'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/components/layout/toast';
import { PageHeading } from '@/components/profile/page-heading';
import { LocationStep } from '@/components/posting/location-step';
import { PhotosField } from '@/components/posting/photos-field';
import { pgStepSchema } from '@/lib/pg-posting/schemas';
import { PG_LABELS } from '@/lib/validation/field-labels';
import { useAppSelector } from '@/store/hooks';
import { createPg, editPg, guestPg, myPgFindOne, type SavedPg } from '@/services/api/pgs';
import { ItemWizard, type StepDef } from './item-wizard';
import { PgBasicsStep, PgDescriptionStep, PgFoodRulesStep, PgRoomsStep } from './pg-steps';
import { emptyPg, pgBody, pgValuesOf, type PgValues } from './pg-values';

type Props = { editId?: number | null; guest?: { token: string; phone: string } | null; onGuestExpired?: () => void };

/** /post-pg/{pg} and /post-pg/pg-guest/{pg}: the PG wizard on the shared PG step schemas. */
export function PgWizard({ editId = null, guest = null, onGuestExpired }: Props) {
  const city = useAppSelector((s) => s.location.data.city) || 'Bengaluru';
  const router = useRouter();
  const [initial, setInitial] = useState<PgValues | null>(editId ? null : emptyPg(city));
  const [done, setDone] = useState<SavedPg | null>(null);
  useEffect(() => {
    if (!editId) return;
    myPgFindOne(editId).then((r) => setInitial(pgValuesOf(r.data))).catch(() => toast.error('Something Went Wrong'));
  }, [editId]);
  const steps = useMemo<StepDef<PgValues>[]>(() => [
    { key: 'basics', title: 'PG name and for whom', schema: pgStepSchema('basics'), body: <PgBasicsStep /> },
    { key: 'location', title: 'Where the PG is', schema: pgStepSchema('location'), body: <LocationStep /> },
    { key: 'rooms', title: 'Rooms and rent', schema: pgStepSchema('rooms'), body: <PgRoomsStep /> },
    { key: 'food_rules', title: 'Food and house rules', schema: pgStepSchema('food_rules'), body: <PgFoodRulesStep /> },
    { key: 'description', title: 'Amenities and description', schema: pgStepSchema('description'), body: <PgDescriptionStep /> },
    { key: 'photos', title: 'Photos', schema: pgStepSchema('photos'), toCheck: (v) => ({ photo_ids: v.photos.map((p) => p.id) }),
      mapErrors: (e) => (e.photo_ids ? { photos: e.photo_ids } : e),
      body: <PhotosField name="photos" agriculture={false} guestToken={guest?.token} /> },
  ], [guest?.token]);
  const title = editId ? 'Edit your PG' : 'Post your PG';
  const back = () => router.push(guest ? '/' : '/profile-pages/my-pg');
  if (done) {
    return (
      <>
        <PageHeading title={title} planButton={false} onBack={back} />
        <section className="profile-card" aria-live="polite">
          <h2 className="h5">{done.status === 'approved' ? 'Your PG is live' : 'Saved: waiting for review'}</h2>
          {done.reasons.length > 0 && <ul>{done.reasons.map((r) => <li key={r}>{r}</li>)}</ul>}
          <p className="d-flex gap-3 flex-wrap">
            {done.status === 'approved' && <Link href={done.detail_url}>View your PG</Link>}
            {!guest && <Link href="/profile-pages/my-pg">Go to My PGs</Link>}
          </p>
        </section>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} planButton={false} onBack={back} />
      {!initial ? <p role="status">Loading your PG…</p> : (
        <ItemWizard<PgValues> steps={steps} initial={initial} labels={PG_LABELS} jump={!!editId} draftKey={`gb-draft-pg-${editId ?? 'new'}${guest ? '-guest' : ''}`}
          submitLabel={editId ? 'Save changes' : 'Post PG'}
          onSubmit={async (v) => {
            try {
              const body = pgBody(v, editId);
              const r = guest ? await guestPg(body, guest.token) : editId ? await editPg(body) : await createPg(body);
              setDone(r.data);
              toast.success(r.message);
            } catch (err) {
              if (guest && (err as { status?: number }).status === 401) onGuestExpired?.();
              throw err;
            }
          }} />
      )}
    </>
  );
}
