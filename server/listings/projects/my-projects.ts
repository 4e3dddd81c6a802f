import 'server-only';
import type { AllStatistics, MyPage, MyProjectItem, ProjectStatistics } from '@/lib/contract';
import { and, asc, eq } from 'drizzle-orm';
import { projectKindByType } from '@/lib/projects/options';
import { getDb } from '../../platform/db/client';
import { listingImages } from '../../platform/db/schema';
import { countsFor, MY_STATUS, viewsPerDay, type MyStatus } from '../posting/my-properties';
import { myItemPage, myItemStatistics } from '../posting/my-items';
import { brochureLeads } from './brochure';
import { configurationsOf, ownProject, projectUrl } from './service';
import { toProjectBody } from './rows';
import { shownStatus } from '../../platform/items/live';

// My Projects: the My Properties shape for the caller's projects, with leads =
// callback requests + brochure downloaders (each downloader once, name and phone).

export async function myProjectList(userId: number, o: { page_no?: number; status?: MyStatus }): Promise<MyPage<MyProjectItem>> {
  const db = await getDb();
  const { rows: found, page, total, totalNoOfPages } = await myItemPage(db, 'project', userId, o);
  const ids = found.map((r) => r.id);
  const [{ saves, leads, covers }, downloads] = await Promise.all([countsFor(db, ids, 'project'), brochureLeads(ids, userId)]);
  return {
    data: found.map((r) => {
      const mine = downloads.filter((d) => d.project_id === r.id);
      return {
        id: r.id, project_id: r.id, kind: 'project' as const, project_type: r.projectType,
        type_label: projectKindByType(r.projectType)?.label ?? r.projectType, title: r.name, locality: r.locality, city: r.city,
        status: MY_STATUS[shownStatus(r)], reasons: r.moderationReasons, needs_plan: r.needsPlan, cover: covers.get(r.id) ?? null,
        price: r.priceMin, price_max: r.priceMax, stage: r.stage, rera_number: r.reraNumber,
        views: r.viewCount, saves: saves.get(r.id) ?? 0, leads: (leads.get(r.id) ?? 0) + mine.length,
        brochure_leads: mine,
        posted_at: r.createdAt.toISOString(),
        confirmed_at: (r.confirmedAt ?? r.approvedAt ?? r.createdAt).toISOString(),
        expires_at: r.expiresAt?.toISOString() ?? null,
        detail_url: projectUrl(r),
      };
    }),
    page, total, totalNoOfPages,
  };
}

export async function myProjectFindOne(userId: number, id: number) {
  const db = await getDb();
  const row = await ownProject(db, userId, id);
  const [configs, photos, leads] = await Promise.all([
    configurationsOf(db, id),
    db.select({ id: listingImages.photoId, url: listingImages.url }).from(listingImages)
      .where(and(eq(listingImages.kind, 'project'), eq(listingImages.itemId, id))).orderBy(asc(listingImages.sortOrder), asc(listingImages.id)),
    brochureLeads([id], userId),
  ]);
  const kind = projectKindByType(row.projectType)!;
  return { ...toProjectBody(kind, row, configs, photos), route_slug: kind.slug, status: MY_STATUS[row.status], reasons: row.moderationReasons,
    confirmed_at: (row.confirmedAt ?? row.approvedAt ?? row.createdAt).toISOString(), detail_url: projectUrl(row), brochure_leads: leads };
}

/** Views per day for 30 days: one project, or all the caller's with each one's 30-day total. */
export async function myProjectStatistics(userId: number, projectId?: number): Promise<ProjectStatistics | AllStatistics<'projects', 'project_id'>> {
  const db = await getDb();
  if (projectId) {
    const row = await ownProject(db, userId, projectId);
    const [days, { saves, leads }, downloads] = await Promise.all([viewsPerDay(db, [row.id], 'project'), countsFor(db, [row.id], 'project'), brochureLeads([row.id], userId)]);
    return { project_id: row.id, title: row.name, days, views_30_days: days.reduce((s, d) => s + d.views, 0),
      views: row.viewCount, saves: saves.get(row.id) ?? 0, leads: (leads.get(row.id) ?? 0) + downloads.length, brochure_leads: downloads };
  }
  const { days, views_30_days, items } = await myItemStatistics(db, 'project', userId);
  return { days, views_30_days, projects: items.map(({ id, ...m }) => ({ project_id: id, ...m })) };
}
