import 'server-only';
import QRCode from 'qrcode';
import { eq, inArray } from 'drizzle-orm';
import { reraAuthority } from '@/lib/projects/rera';
import { stageLabel } from '@/lib/projects/options';
import type { Db } from '../db/client';
import { photos, projects } from '../db/schema';
import { photoLocation } from '../media/renditions';
import { configurationsOf } from './service';

// What the project detail page adds (issue 10): configurations table, RERA block
// with a QR code to the state authority's site, brochure availability, stage.

export type ProjectExtras = {
  configurations: { label: string; bedrooms: number | null; area_min: number; area_max: number; area_unit: string; price_min: number; price_max: number;
    floor_plan: string | null }[];
  rera: { number: string | null; state: string | null; authority: string; site: string; qr_svg: string | null };
  has_brochure: boolean;
  stage: string; stage_label: string;
};

export async function projectExtras(db: Db, id: number): Promise<ProjectExtras | null> {
  const [p] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!p) return null;
  const configs = await configurationsOf(db, id);
  const planIds = configs.map((c) => c.floorPlanPhotoId).filter((x): x is number => x !== null);
  const plans = planIds.length ? await db.select().from(photos).where(inArray(photos.id, planIds)) : [];
  const planUrl = new Map(plans.map((p) => [p.id, photoLocation(p)]));
  const { authority, site } = reraAuthority(p.reraState ?? p.state);
  return {
    configurations: configs.map((c) => ({ label: c.label, bedrooms: c.bedrooms, area_min: c.areaMin, area_max: c.areaMax, area_unit: c.areaUnit,
      price_min: c.priceMin, price_max: c.priceMax, floor_plan: c.floorPlanPhotoId ? planUrl.get(c.floorPlanPhotoId) ?? null : null })),
    rera: { number: p.reraNumber, state: p.reraState ?? p.state, authority, site,
      // Scanned on a phone at the site office: opens the authority, where the number can be checked.
      qr_svg: p.reraNumber ? await QRCode.toString(site, { type: 'svg', margin: 1, width: 132, errorCorrectionLevel: 'M' }) : null },
    has_brochure: p.brochureUploadId !== null,
    stage: p.stage, stage_label: stageLabel(p.stage),
  };
}
