'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { toast } from '@/components/layout/toast';
import { LocationStep } from '@/components/posting/location-step';
import { PhotosField } from '@/components/posting/photos-field';
import { photoErrors, type StepDef } from '@/components/wizard/check-step';
import { ItemPosted } from '@/components/wizard/item-posted';
import { Wizard } from '@/components/wizard/wizard';
import { pgStepSchema } from '@/lib/pg-posting/schemas';
import { PG_LABELS } from '@/lib/validation/field-labels';
import { useAppSelector } from '@/store/hooks';
import { createPg, editPg, guestPg, myPgFindOne, type SavedPg } from '@/services/api/pgs';
import { PgBasicsStep, PgDescriptionStep, PgFoodRulesStep, PgRoomsStep } from './pg-steps';
import { emptyPg, pgBody, pgValuesOf, type PgValues } from './pg-values';

type Props = { editId?: number | null; guest?: { token: string; phone: string } | null; onGuestExpired?: () => void };

/** /post-pg/{pg} and /post-pg/pg-guest/{pg}: the wizard engine over the shared PG step schemas. */
export function PgWizard({ editId = null, guest = null, onGuestExpired }: Props) {
  const city = useAppSelector((s) => s.location.data.city) || 'Bengaluru';
  const router = useRouter();
  const steps = useMemo<StepDef<PgValues>[]>(() => [
    { key: 'basics', title: 'PG name and for whom', schema: pgStepSchema('basics'), body: <PgBasicsStep /> },
    { key: 'location', title: 'Where the PG is', schema: pgStepSchema('location'), body: <LocationStep /> },
    { key: 'rooms', title: 'Rooms and rent', schema: pgStepSchema('rooms'), body: <PgRoomsStep /> },
    { key: 'food_rules', title: 'Food and house rules', schema: pgStepSchema('food_rules'), body: <PgFoodRulesStep /> },
    { key: 'description', title: 'Amenities and description', schema: pgStepSchema('description'), body: <PgDescriptionStep /> },
    { key: 'photos', title: 'Photos', schema: pgStepSchema('photos'), toCheck: (v) => ({ photo_ids: v.photos.map((p) => p.id) }),
      mapErrors: photoErrors, body: <PhotosField name="photos" agriculture={false} guestToken={guest?.token} /> },
  ], [guest?.token]);
  return (
    <Wizard<PgValues, SavedPg> title={editId ? 'Edit your PG' : 'Post your PG'} steps={steps} labels={PG_LABELS} jump={!!editId}
      draftKey={`gb-draft-pg-${editId ?? 'new'}${guest ? '-guest' : ''}`} loadingText="Loading your PG…"
      load={() => (editId ? myPgFindOne(editId).then((r) => pgValuesOf(r.data)) : emptyPg(city))}
      submitLabel={editId ? 'Save changes' : 'Post PG'} back={() => router.push(guest ? '/' : '/profile-pages/my-pg')}
      onSubmit={async (v) => {
        try {
          const body = pgBody(v, editId);
          const r = guest ? await guestPg(body, guest.token) : editId ? await editPg(body) : await createPg(body);
          toast.success(r.message);
          return r.data;
        } catch (err) {
          if (guest && (err as { status?: number }).status === 401) onGuestExpired?.();
          throw err;
        }
      }}
      renderDone={(done) => <ItemPosted done={done} noun="PG" list={guest ? null : { href: '/profile-pages/my-pg', label: 'Go to My PGs' }} />} />
  );
}
