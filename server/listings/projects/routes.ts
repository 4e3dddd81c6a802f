import 'server-only';
import { PROJECT_KINDS, type ProjectKind } from '@/lib/projects/options';
import { projectBodySchema, type ProjectBody } from '@/lib/projects/schemas';
import type { Handler, RequestContext, RouteTable } from '../../platform/http/types';
import { mountRoutes, routeEntries } from '../../platform/http/route-table';
import { validate } from '../../platform/http/validate';
import { requireActiveSession, requireSession } from '../../accounts';
import { createHistory, uploadBrochure } from './brochure';
import { myProjectFindOne, myProjectList, myProjectStatistics } from './my-projects';
import { myProjectListBody, projectIdBody, projectStatisticsBody } from './schemas';
import { confirmProject, createProject, deleteProject, editProject } from './service';

// SPEC §7's eleven project calls, plus two it leaves out: the brochure
// upload and the renew of My Projects.

const posted = (status: string) => (status === 'approved'
  ? 'Project posted successfully'
  : 'Project saved; it goes live after a review of the reasons shown');

/** RERA rules are per state: a number without a state is read against the project's location state. */
async function projectBody(kind: ProjectKind, ctx: RequestContext, edit: boolean) {
  const raw = await ctx.json() as Record<string, unknown> | null;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const rera = raw.rera as Record<string, unknown> | undefined;
    const g = raw.g_location as Record<string, unknown> | undefined;
    if (rera && typeof rera === 'object' && !rera.state && g && typeof g === 'object' && typeof g.state === 'string') {
      raw.rera = { ...rera, state: g.state };
    }
  }
  return validate(projectBodySchema(kind, edit), raw) as Promise<ProjectBody & { project_id: number }>;
}

const create = (kind: ProjectKind): Handler => async (ctx) => {
  const { user } = await requireActiveSession(ctx);
  const data = await createProject(kind, user, await projectBody(kind, ctx, false));
  return { data, message: posted(data.status) };
};

const edit = (kind: ProjectKind): Handler => async (ctx) => {
  const { user } = await requireActiveSession(ctx);
  const data = await editProject(kind, user, await projectBody(kind, ctx, true));
  return { data, message: data.status === 'approved' ? 'Project updated successfully' : posted(data.status) };
};

const statistics: Handler = async (ctx) => {
  const { user } = await requireSession(ctx);
  const input = ctx.method === 'GET' ? { project_id: ctx.query('project_id') } : await ctx.json();
  const { project_id } = await validate(projectStatisticsBody, input);
  return { data: await myProjectStatistics(user.id, project_id), message: 'Statistics' };
};

const fixedRoutes: RouteTable = {
  'POST /api/project/delete-residential-project': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { project_id } = await validate(projectIdBody, await ctx.json());
    return { data: await deleteProject(user, project_id), message: 'Project deleted successfully' };
  },
  'POST /api/user/my-project/my-project-list': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await myProjectList(user.id, await validate(myProjectListBody, await ctx.json())), message: 'My projects' };
  },
  'POST /api/user/my-project/my-project-list-find-one': async (ctx) => {
    const { user } = await requireSession(ctx);
    const { project_id } = await validate(projectIdBody, await ctx.json());
    return { data: await myProjectFindOne(user.id, project_id), message: 'Project' };
  },
  'GET /api/user/my-project/my-project-statistics': statistics,
  'POST /api/user/my-project/my-project-statistics': statistics,
  'POST /api/project/brochure/create-history': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const { project_id } = await validate(projectIdBody, await ctx.json());
    return { data: await createHistory(user, project_id), message: 'Brochure download recorded' };
  },
  // Not in the spec: the brochure upload (multipart field `file`, PDF only, 10 MB).
  'POST /api/project/brochure/upload': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    return { data: await uploadBrochure(user, ctx.req), message: 'Brochure uploaded successfully' };
  },
  // Not in the spec: "Still available" of My Projects.
  'POST /api/user/my-project/confirm-available': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const { project_id } = await validate(projectIdBody, await ctx.json());
    return { data: await confirmProject(user, project_id), message: 'Thanks! Your project stays live for 60 more days' };
  },
};

export const projectRoutes: RouteTable = mountRoutes({
  kindRoutes: routeEntries('kindRoutes', PROJECT_KINDS.flatMap((k) => [[`POST ${k.createPath}`, create(k)], [`POST ${k.editPath}`, edit(k)]] as const)),
  fixedRoutes,
});
