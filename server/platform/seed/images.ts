import 'server-only';
import type { Category } from './catalog';
import type { Rng } from './random';

// Demo pictures shipped under public/demo (small hand-written SVGs), grouped
// by what they show so a warehouse never gets a bedroom photo.

const img = (name: string) => `/demo/${name}.svg`;

const INTERIORS = [img('interior-1'), img('interior-2')];
type Pool = { covers: string[]; more: string[] };
const pool = (covers: string[], more: string[]): Pool => ({ covers, more });

const POOLS: Record<Category | 'pg' | 'project_apartment' | 'project_villa' | 'project_plot', Pool> = {
  apartment: pool([img('flat-1'), img('flat-2')], INTERIORS),
  residential: pool([img('house-1'), img('house-2')], INTERIORS),
  villa: pool([img('villa-1')], [img('house-2'), ...INTERIORS]),
  plot: pool([img('plot-1')], [img('house-1'), img('farm-1')]),
  office_space: pool([img('office-1')], [img('interior-1'), img('flat-2')]),
  commercial_shop: pool([img('shop-1')], [img('office-1'), img('flat-2')]),
  commercial_showroom: pool([img('shop-1')], [img('office-1'), img('interior-1')]),
  warehouse: pool([img('warehouse-1')], [img('plot-1'), img('office-1')]),
  industrial_building: pool([img('warehouse-1'), img('office-1')], [img('plot-1')]),
  industrial_shed: pool([img('warehouse-1')], [img('plot-1'), img('farm-1')]),
  commercial_plot: pool([img('plot-1')], [img('shop-1'), img('office-1')]),
  industrial_plot: pool([img('plot-1')], [img('warehouse-1'), img('farm-1')]),
  farm_house: pool([img('farm-2')], [img('farm-1'), img('house-1'), img('interior-1')]),
  land: pool([img('farm-1'), img('farm-2')], [img('plot-1')]),
  pg: pool([img('pg-1')], [img('interior-2'), img('flat-2'), img('interior-1')]),
  project_apartment: pool([img('project-1'), img('flat-1')], [img('flat-2'), img('interior-1')]),
  project_villa: pool([img('project-2'), img('villa-1')], [img('house-2'), img('interior-2')]),
  project_plot: pool([img('plot-1'), img('project-2')], [img('farm-1')]),
};

export const BUILDER_LOGO = img('builder-logo');

/** Every image the seeder may point at (the test checks they exist on disk). */
export const ALL_DEMO_IMAGES = [
  ...new Set([...Object.values(POOLS).flatMap((p) => [...p.covers, ...p.more]), BUILDER_LOGO]),
];

/** 2-4 distinct pictures, a themed cover first. */
export function pickImages(rng: Rng, name: keyof typeof POOLS): string[] {
  const { covers, more } = POOLS[name];
  const cover = rng.pick(covers);
  const rest = [...covers.filter((c) => c !== cover), ...more];
  return [cover, ...rng.sample(rest, rng.int(1, Math.min(3, rest.length)))];
}
