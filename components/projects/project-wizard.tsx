'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/components/layout/toast';
import { PageHeading } from '@/components/profile/page-heading';
import { PhotosField } from '@/components/posting/photos-field';
import { ItemWizard, type StepDef } from '@/components/pg-posting/item-wizard';
import { projectKindBySlug } from '@/lib/projects/options';
import { projectStepSchema } from '@/lib/projects/schemas';
import { PROJECT_LABELS } from '@/lib/validation/field-labels';
import { useAppSelector } from '@/store/hooks';
import { myProjectFindOne, saveProject, type SavedProject } from '@/services/api/projects';
import {
  BrochureField, ProjectBasicsStep, ProjectConfigurationsStep, ProjectDescriptionStep, ProjectFeaturesStep, ProjectLocationStep,
} from './project-steps';
import { emptyProject, projectBody, projectValuesOf, type ProjectValues } from './project-values';

/** /post-project/residential/{slug}/project-details: "Project basic details" first, then the rest. */
export function ProjectWizard({ slug, editId = null }: { slug: string; editId?: number | null }) {
  const kind = projectKindBySlug(slug)!;
  const plot = kind.type === 'residential_plot';
  const city = useAppSelector((s) => s.location.data.city) || 'Bengaluru';
  const router = useRouter();
  const [done, setDone] = useState<SavedProject | null>(null);
  const [initial, setInitial] = useState<ProjectValues | null>(editId ? null : emptyProject(kind.bodyType, city, plot));
  useEffect(() => {
    if (!editId) return;
    myProjectFindOne(editId).then((r) => setInitial(projectValuesOf(r.data))).catch(() => toast.error('Something Went Wrong'));
  }, [editId]);
  const steps = useMemo<StepDef<ProjectValues>[]>(() => [
    // SPEC §2: "Project basic details" is a dialog; the rest of the form follows on the page.
    { key: 'basics', title: 'Project basic details', schema: projectStepSchema('basics', kind), body: <ProjectBasicsStep />, dialog: !editId },
    { key: 'location', title: 'Project name and location', schema: projectStepSchema('location', kind), body: <ProjectLocationStep city={city} /> },
    { key: 'configurations', title: 'Unit types, areas and prices', schema: projectStepSchema('configurations', kind), body: <ProjectConfigurationsStep plot={plot} /> },
    { key: 'features', title: 'RERA and features', schema: projectStepSchema('features', kind), body: <ProjectFeaturesStep />,
      // As on the server: a RERA number without a state is read against the project's state.
      toCheck: (v) => ({ ...v, rera: { ...v.rera, state: v.rera.state || v.g_location.state || undefined } }) },
    { key: 'description', title: 'Description', schema: projectStepSchema('description', kind), body: <ProjectDescriptionStep /> },
    { key: 'media', title: 'Photos and brochure', schema: projectStepSchema('media', kind),
      toCheck: (v) => ({ photo_ids: v.photos.map((p) => p.id), brochure_upload_id: v.brochure?.id }),
      mapErrors: (e) => (e.photo_ids ? { photos: e.photo_ids } : e),
      body: <><PhotosField name="photos" agriculture={false} /><BrochureField /></> },
  ], [kind, city, plot, editId]);
  const back = () => router.push('/profile-pages/my-projects');
  const title = editId ? `Edit your ${kind.label} project` : `Post a ${kind.label} project`;
  if (done) {
    return (
      <>
        <PageHeading title={title} planButton={false} onBack={back} />
        <section className="profile-card" aria-live="polite">
          <h2 className="h5">{done.status === 'approved' ? 'Your project is live' : 'Saved: waiting for review'}</h2>
          {done.reasons.length > 0 && <ul>{done.reasons.map((r) => <li key={r}>{r}</li>)}</ul>}
          <p className="d-flex gap-3 flex-wrap">
            {done.status === 'approved' && <Link href={done.detail_url}>View your project</Link>}
            <Link href="/profile-pages/my-projects">Go to My Projects</Link>
          </p>
        </section>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} planButton={false} onBack={back} />
      {!initial ? <p role="status">Loading your project…</p> : (
        <ItemWizard<ProjectValues> steps={steps} initial={initial} labels={PROJECT_LABELS} jump={!!editId} draftKey={`gb-draft-project-${kind.slug}-${editId ?? 'new'}`}
          submitLabel={editId ? 'Save changes' : 'Post project'} onLeave={back}
          onSubmit={async (v) => {
            const r = await saveProject(editId ? kind.editPath : kind.createPath, projectBody(v, editId));
            setDone(r.data);
            toast.success(r.message);
          }} />
      )}
    </>
  );
}
