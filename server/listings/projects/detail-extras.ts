import 'server-only';
import QRCode from 'qrcode';
import { eq, inArray } from 'drizzle-orm';
import { reraAuthority, reraCheckUrl } from '@/lib/projects/rera';
import { stageLabel } from '@/lib/projects/options';
import type { Db } from '../../platform/db/client';
import { photos, projects } from '../../platform/db/schema';
import { photoLocation } from '../media/renditions';
import { configurationsOf } from './service';

// What the project detail page adds: configurations table, RERA block
// with a QR code to the state authority's site, brochure availability, stage.

export type ProjectExtras = {
  configurations: { label: string; bedrooms: number | null; area_min: number; area_max: number; area_unit: string; price_min: number; price_max: number;
    floor_plan: string | null }[];
  /** check_url: where the QR code and the link go (lib/projects/rera-states.ts): the project's page or the search page. */
  rera: { number: string | null; state: string | null; authority: string; site: string; check_url: string | null;
    check_kind: 'project' | 'search' | null; qr_svg: string | null };
  has_brochure: boolean;
  stage: string; stage_label: string;
};

/** The RERA block of a number (a project's, or the project's of a home under construction) in `state`. */
export async function reraShown(number: string | null, state: string | null): Promise<ProjectExtras['rera']> {
  const { authority, site } = reraAuthority(state);
  const check = number ? reraCheckUrl(number, state) : null;
  return { number, state, authority, site, check_url: check?.url ?? null, check_kind: check?.kind ?? null,
    // Scanned on a phone at the site office: opens where the authority shows this number's project.
    qr_svg: check ? await QRCode.toString(check.url, { type: 'svg', margin: 1, width: 132, errorCorrectionLevel: 'M' }) : null };
}

export async function projectExtras(db: Db, id: number): Promise<ProjectExtras | null> {
  const [p] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!p) return null;
  const configs = await configurationsOf(db, id);
  const planIds = configs.map((c) => c.floorPlanPhotoId).filter((x): x is number => x !== null);
  const plans = planIds.length ? await db.select().from(photos).where(inArray(photos.id, planIds)) : [];
  const planUrl = new Map(plans.map((p) => [p.id, photoLocation(p)]));
  return {
    configurations: configs.map((c) => ({ label: c.label, bedrooms: c.bedrooms, area_min: c.areaMin, area_max: c.areaMax, area_unit: c.areaUnit,
      price_min: c.priceMin, price_max: c.priceMax, floor_plan: c.floorPlanPhotoId ? planUrl.get(c.floorPlanPhotoId) ?? null : null })),
    rera: await reraShown(p.reraNumber, p.reraState ?? p.state),
    has_brochure: p.brochureUploadId !== null,
    stage: p.stage, stage_label: stageLabel(p.stage),
  };
}
