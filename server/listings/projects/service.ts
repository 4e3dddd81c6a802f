import 'server-only';
import type { ProjectDeleted, ProjectResult } from '@/lib/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { detailUrl } from '@/lib/detail-url';
import { projectKindByType, type ProjectKind } from '@/lib/projects/options';
import { reraMissingReason, stateHasRera } from '@/lib/projects/rera';
import type { ProjectBody } from '@/lib/projects/schemas';
import { getDb, type Db } from '../../platform/db/client';
import { cities, localities, photos, projectConfigurations, projects, uploads, type Project, type User } from '../../platform/db/schema';
import { attachPhotos } from '../media/attach';
import { recordAlertEvent } from '../../platform/items/alert-events';
import { savedState } from '../../platform/items/freshness';
import { deleteItem, ownItem, renewItem } from '../../platform/items/lifecycle';
import { contactReasons, formattingReasons, photoReason } from '../posting/moderation';
import { placeOf } from '../posting/service';
import { authorize } from '../../platform/http/authorize';
import { can, ITEM_NOT_FOUND } from '@/lib/policy';
import { assertCanAddProject } from '../../money';
import { toProjectRows } from './rows';
import { searchChanged } from '../../platform/cache/changed';

// Create, edit, delete and renew a builder project: the posting foundation's
// rules (moderation of text and photos, 60-day freshness, photos through
// attachPhotos, one transaction per write), a plan slot per new project
// (server/money/plans/projects.ts), configurations that keep price_min/max in sync.

export const PROJECT_NOT_FOUND = ITEM_NOT_FOUND.project;

/** The answer's shape is the API contract's (lib/contract/posting.ts). */
export type { ProjectResult };

export const projectUrl = (r: Pick<Project, 'id' | 'city' | 'locality' | 'name'>) =>
  detailUrl({ kind: 'project', id: r.id, city: r.city, locality: r.locality, title: r.name });

function result(row: Project): ProjectResult {
  return { project_id: row.id, status: row.status, reasons: row.moderationReasons, detail_url: projectUrl(row),
    confirmed_at: (row.confirmedAt ?? row.createdAt).toISOString() };
}

/** The state of the project's place (RERA rules are per state): the locality's, else the city's. */
async function stateOf(db: Db, body: ProjectBody, localityId: number | null, city: string): Promise<string | null> {
  if (body.g_location.state) return body.g_location.state;
  if (localityId) {
    const [l] = await db.select({ state: localities.state }).from(localities).where(eq(localities.id, localityId)).limit(1);
    if (l) return l.state;
  }
  const [c] = await db.select({ state: cities.state }).from(cities).where(sql`lower(${cities.name}) = ${city.toLowerCase()}`).limit(1);
  return c?.state ?? null;
}

/**
 * The brochure is a PDF brochure upload and a floor plan a photo, each the caller's own (lib/policy's
 * upload.use). Another user's file is refused as one that does not exist: ids cannot be counted.
 */
async function assertOwnFiles(db: Db, userId: number, body: ProjectBody) {
  const mine = (owner: number | null | undefined) => can({ id: userId }, 'upload.use', { userId: owner });
  if (body.brochure_upload_id) {
    const [u] = await db.select().from(uploads).where(eq(uploads.id, body.brochure_upload_id)).limit(1);
    const brochure = u?.purpose === 'brochure' && u.mime === 'application/pdf' ? u : undefined;
    if (!mine(brochure?.userId)) {
      throw new AppError('validation', 'brochure_upload_id: no uploaded brochure with this id', { field: 'brochure_upload_id' });
    }
  }
  const plans = body.configurations.map((c) => c.floor_plan_photo_id).filter((x): x is number => !!x);
  if (plans.length) {
    const found = await db.select({ id: photos.id, userId: photos.userId }).from(photos).where(inArray(photos.id, plans));
    const owned = new Set(found.filter((p) => mine(p.userId)).map((p) => p.id));
    if (plans.some((id) => !owned.has(id))) throw new AppError('validation', 'floor_plan_photo_id: no uploaded photo with this id', { field: 'configurations' });
  }
}

async function save(kind: ProjectKind, user: User, body: ProjectBody, existing?: Project): Promise<ProjectResult> {
  authorize(user, 'account.write'); // create and edit alike
  const db = await getDb();
  const place = await placeOf(db, body.g_location);
  const state = await stateOf(db, body, place.localityId, place.city);
  await assertOwnFiles(db, user.id, body);
  const { project, configs } = toProjectRows(kind, body, { ...place, state });
  const text = [...contactReasons(`${body.description}\n${body.project_details.name}`), ...formattingReasons(body)];
  const photo = await photoReason(body.photo_ids, user.id);
  // An unregistered project in a RERA state is held for the desk, with the reason shown.
  const rera = !body.rera.number && stateHasRera(state) ? [reraMissingReason(state)] : [];
  const reasons = [...text, ...rera, ...(photo ? [photo] : [])];
  const values = { ...project, ...savedState(reasons, existing, new Date()) };
  const row = await db.transaction(async (tx) => {
    let saved: Project;
    if (existing) {
      [saved] = await tx.update(projects).set(values).where(eq(projects.id, existing.id)).returning();
      await tx.delete(projectConfigurations).where(eq(projectConfigurations.projectId, existing.id));
    } else {
      [saved] = await tx.insert(projects).values({ ...values, userId: user.id }).returning();
      // Plans: each project takes a slot of a running plan, else 403 with the plans link.
      await assertCanAddProject(tx, user.id, saved.id);
    }
    await tx.insert(projectConfigurations).values(configs.map((c) => ({ ...c, projectId: saved.id })));
    await attachPhotos(tx, 'project', saved.id, user.id, body.photo_ids);
    // Saved-search alerts (server/messaging/alerts): queued in this transaction when the project goes live.
    if (saved.status === 'approved' && existing?.status !== 'approved') await recordAlertEvent(tx, 'project', saved.id);
    return saved;
  });
  searchChanged();
  return result(row);
}

/** SPEC §6: builders post projects; agents see My Projects too, so they may as well (lib/policy's project.post). */
export async function createProject(kind: ProjectKind, user: User, body: ProjectBody) {
  authorize(user, 'project.post');
  return save(kind, user, body);
}

/** The caller's project, or 404 (unknown, deleted or someone else's: alike). */
export const ownProject = (db: Db, userId: number, id: number): Promise<Project> =>
  ownItem(db, 'project', userId, id);

export async function editProject(kind: ProjectKind, user: User, body: ProjectBody & { project_id: number }) {
  const db = await getDb();
  const row = await ownProject(db, user.id, body.project_id);
  if (row.projectType !== kind.type) {
    throw new AppError('validation', `project_id ${row.id} is a ${projectKindByType(row.projectType)?.label ?? row.projectType} project, not a ${kind.label} one`, { field: 'project_id' });
  }
  if (row.needsPlan) throw new AppError('conflict', 'This project needs an active plan before it can be changed');
  return save(kind, user, body, row);
}

export async function deleteProject(user: User, id: number): Promise<ProjectDeleted> {
  const db = await getDb();
  const row = await ownProject(db, user.id, id);
  await deleteItem(db, 'project', row.id);
  return { project_id: row.id, status: 'deleted' };
}

/** "Still available": 60 more fresh days; an expired project goes live again. */
export async function confirmProject(user: User, id: number): Promise<ProjectResult> {
  authorize(user, 'account.write');
  const db = await getDb();
  const row = await ownProject(db, user.id, id);
  if (row.needsPlan) throw new AppError('conflict', 'This project needs an active plan before it can go live again');
  return result(await renewItem(db, 'project', row, 'project'));
}

export async function configurationsOf(db: Db, id: number) {
  return db.select().from(projectConfigurations).where(eq(projectConfigurations.projectId, id))
    .orderBy(asc(projectConfigurations.sortOrder), asc(projectConfigurations.id));
}

export const isLive = (p: Project) => p.status === 'approved';
export const projectOf = async (db: Db, id: number) => (await db.select().from(projects).where(and(eq(projects.id, id))).limit(1))[0];
