'use client';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { toast } from '@/components/layout/toast';
import { PhotosField } from '@/components/posting/photos-field';
import { photoErrors, type StepDef } from '@/components/wizard/check-step';
import { ItemPosted } from '@/components/wizard/item-posted';
import { Wizard } from '@/components/wizard/wizard';
import { projectKindBySlug } from '@/lib/projects/options';
import { projectStepSchema } from '@/lib/projects/schemas';
import { PROJECT_LABELS } from '@/lib/validation/field-labels';
import { useAppSelector } from '@/store/hooks';
import { myProjectFindOne, saveProject, type SavedProject } from '@/services/api/projects';
import {
  BrochureField, ProjectBasicsStep, ProjectConfigurationsStep, ProjectDescriptionStep, ProjectFeaturesStep, ProjectLocationStep,
} from './project-steps';
import { emptyProject, projectBody, projectValuesOf, type ProjectValues } from './project-values';

/** /post-project/residential/{slug}/project-details: "Project basic details" first, then the rest, on the wizard engine. */
export function ProjectWizard({ slug, editId = null }: { slug: string; editId?: number | null }) {
  const kind = projectKindBySlug(slug)!;
  const plot = kind.type === 'residential_plot';
  const city = useAppSelector((s) => s.location.data.city) || 'Bengaluru';
  const router = useRouter();
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
      mapErrors: photoErrors, body: <><PhotosField name="photos" agriculture={false} /><BrochureField /></> },
  ], [kind, city, plot, editId]);
  return (
    <Wizard<ProjectValues, SavedProject> title={editId ? `Edit your ${kind.label} project` : `Post a ${kind.label} project`}
      steps={steps} labels={PROJECT_LABELS} jump={!!editId}
      draftKey={`gb-draft-project-${kind.slug}-${editId ?? 'new'}`} loadingText="Loading your project…"
      load={() => (editId ? myProjectFindOne(editId).then((r) => projectValuesOf(r.data)) : emptyProject(kind.bodyType, city, plot))}
      submitLabel={editId ? 'Save changes' : 'Post project'} back={() => router.push('/profile-pages/my-projects')}
      onSubmit={async (v) => {
        const r = await saveProject(editId ? kind.editPath : kind.createPath, projectBody(v, editId));
        toast.success(r.message);
        return r.data;
      }}
      renderDone={(done) => <ItemPosted done={done} noun="project" list={{ href: '/profile-pages/my-projects', label: 'Go to My Projects' }} />} />
  );
}
