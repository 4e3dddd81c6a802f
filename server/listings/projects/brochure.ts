import 'server-only';
import type { BrochureDownload, BrochureLead, BrochureUploaded } from '@/lib/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { brochureDownloads, projects, uploads, users, type User } from '../../platform/db/schema';
import { readLimitedForm, storeUpload } from '../uploads/store';
import { authorize } from '../../platform/http/authorize';

// Brochures: the builder uploads a PDF (checked by its bytes, at most
// 10 MB, through the one upload store and its daily quota); a signed-in visitor
// downloads it from the project page through /api/project/brochure/create-history,
// which records the download and answers the file's URL. Each downloader is a
// lead for the builder (name and phone under My Projects), as on Housing.com.

export const BROCHURE_NOT_PDF = 'Only PDF brochures can be uploaded';
export const BROCHURE_TOO_LARGE = 'The brochure must be at most 10 MB';

export async function uploadBrochure(user: User, req: Request): Promise<BrochureUploaded> {
  authorize(user, 'project.post');
  let stored;
  try {
    stored = await storeUpload(user.id, await readLimitedForm(req), {
      field: 'file', purpose: 'brochure', allowed: ['application/pdf'], missing: 'Upload a brochure (PDF)!', wrongType: BROCHURE_NOT_PDF,
    });
  } catch (e) {
    if (e instanceof AppError && e.code === 'too_large') throw new AppError('too_large', BROCHURE_TOO_LARGE);
    throw e;
  }
  const db = await getDb();
  // storeUpload keeps one uploads row per upload: this one is the newest of the caller with that path.
  const [row] = await db.select({ id: uploads.id }).from(uploads)
    .where(and(eq(uploads.userId, user.id), eq(uploads.path, stored.location), eq(uploads.purpose, 'brochure')))
    .orderBy(desc(uploads.id)).limit(1);
  return { id: row.id, location: stored.location, bytes: stored.bytes };
}

/** Records a signed-in visitor's download of a live project's brochure and gives its URL. */
export async function createHistory(user: User, projectId: number): Promise<BrochureDownload> {
  const db = await getDb();
  const [p] = await db.select({ id: projects.id, status: projects.status, userId: projects.userId, path: uploads.path })
    .from(projects).leftJoin(uploads, eq(uploads.id, projects.brochureUploadId)).where(eq(projects.id, projectId)).limit(1);
  // The builder may look at his own brochure in any state; visitors only on live projects.
  authorize(user, 'item.view', { kind: 'project', userId: p?.userId, status: p?.status });
  if (!p?.path) throw new AppError('not_found', 'This project has no brochure');
  const [h] = await db.insert(brochureDownloads).values({ projectId, userId: user.id }).returning();
  return { id: h.id, project_id: projectId, url: p.path, downloaded_at: h.createdAt.toISOString() };
}

/** Leads of projects: each downloader once (the latest download), with name and phone. */
export async function brochureLeads(projectIds: number[], excludeUserId?: number): Promise<BrochureLead[]> {
  if (!projectIds.length) return [];
  const db = await getDb();
  const rows = await db.select({
    projectId: brochureDownloads.projectId, userId: users.id, name: users.name, countryCode: users.countryCode,
    phone: users.phoneNumber, at: sql<Date>`max(${brochureDownloads.createdAt})`.as('at'), downloads: sql<number>`count(*)::int`,
  }).from(brochureDownloads).innerJoin(users, eq(users.id, brochureDownloads.userId))
    .where(and(inArray(brochureDownloads.projectId, projectIds), excludeUserId ? sql`${users.id} <> ${excludeUserId}` : undefined))
    .groupBy(brochureDownloads.projectId, users.id, users.name, users.countryCode, users.phoneNumber)
    .orderBy(desc(sql`max(${brochureDownloads.createdAt})`));
  return rows.map((r) => ({ project_id: r.projectId, user_id: r.userId, name: r.name, country_code: r.countryCode, phone_number: r.phone,
    downloads: Number(r.downloads), last_downloaded_at: new Date(r.at).toISOString() }));
}
