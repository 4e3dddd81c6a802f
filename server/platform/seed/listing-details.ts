import 'server-only';
import type { agricultureDetails, commercialDetails, residentialDetails } from '../db/schema';
import { GROUP_OF, IS_PLOT, type Category, type PostType } from './catalog';
import type { Rng } from './random';

// The per-group detail row that goes with each listing (SPEC keeps category
// attributes typed per group: residential, commercial, agriculture).

type Res = Omit<typeof residentialDetails.$inferInsert, 'listingId'>;
type Com = Omit<typeof commercialDetails.$inferInsert, 'listingId'>;
type Agr = Omit<typeof agricultureDetails.$inferInsert, 'listingId'>;
export type DetailRow =
  | { group: 'residential'; row: Res }
  | { group: 'commercial'; row: Com }
  | { group: 'agriculture'; row: Agr };

/** Common Indian plot sizes in feet (30x40 = 1200 sqft, 60x40 = 2400 sqft ...). */
export const PLOT_SIZES: [number, number][] = [
  [20, 30], [30, 40], [30, 50], [40, 50], [40, 60], [50, 60], [50, 80], [60, 90], [60, 100],
];

type Input = {
  category: Category;
  postType: PostType;
  price: number;
  superArea: number | null;
  plotDims: [number, number] | null;
  bedrooms: number | null;
  constructionStatus: string | null;
};

const TENANTS = ['Family', 'Bachelors', 'Any', 'Company Lease'];
const SOILS = ['Red soil', 'Black cotton soil', 'Alluvial soil', 'Laterite soil', 'Sandy loam'];
const WATER = ['Borewell', 'Canal', 'Open well', 'River nearby', 'Rain-fed'];
const CROPS = ['Coconut', 'Areca nut', 'Sugarcane', 'Paddy', 'Ragi', 'Mango orchard', 'Vegetables', 'Banana', 'Teak'];

const deposit = (rng: Rng, rent: number, months: [number, number]) => rent * rng.int(months[0], months[1]);

function residential(rng: Rng, x: Input): Res {
  const rent = x.postType === 'rent';
  const dims = x.plotDims;
  if (x.category === 'plot') {
    return { plotLength: dims?.[0], plotBreadth: dims?.[1], openSides: rng.int(1, 4), gatedCommunity: rng.chance(0.4) };
  }
  const flat = x.category === 'apartment';
  const totalFloors = flat ? rng.weighted([4, 8, 12, 16, 22, 30], [25, 25, 20, 15, 10, 5]) : x.category === 'villa' ? rng.int(2, 3) : rng.int(1, 4);
  return {
    floorNo: flat ? rng.int(0, totalFloors) : 0,
    totalFloors,
    balconies: rng.int(flat ? 1 : 0, Math.min(4, (x.bedrooms ?? 1) + 1)),
    coveredParking: rng.int(0, x.category === 'villa' ? 3 : 2),
    openParking: rng.int(0, 1),
    ageYears: x.constructionStatus === 'ready_to_move' ? rng.int(0, 25) : null,
    maintenanceMonthly: flat ? Math.round(((x.superArea ?? 1000) * rng.float(2, 5)) / 100) * 100 : null,
    securityDeposit: rent ? deposit(rng, x.price, [2, 10]) : null,
    gatedCommunity: rng.chance(flat ? 0.6 : x.category === 'villa' ? 0.85 : 0.15),
    preferredTenants: rent ? rng.pick(TENANTS) : null,
    plotLength: dims?.[0] ?? null,
    plotBreadth: dims?.[1] ?? null,
    openSides: flat ? null : rng.int(1, 3),
  };
}

function commercial(rng: Rng, x: Input): Com {
  const rent = x.postType === 'rent';
  const money = { securityDeposit: rent ? deposit(rng, x.price, [3, 10]) : null, lockInMonths: rent ? rng.pick([11, 12, 24, 36]) : null };
  if (IS_PLOT.has(x.category)) return money;
  const area = x.superArea ?? 1000;
  const big = ['warehouse', 'industrial_building', 'industrial_shed'].includes(x.category);
  const totalFloors = big ? rng.int(1, 3) : x.category === 'office_space' ? rng.int(2, 20) : rng.int(1, 4);
  return {
    ...money,
    floorNo: big ? 0 : rng.int(0, Math.min(totalFloors, x.category === 'office_space' ? totalFloors : 1)),
    totalFloors,
    washrooms: Math.max(1, Math.min(12, Math.round(area / 900) + rng.int(0, 1))),
    pantry: x.category === 'office_space' ? rng.chance(0.8) : rng.chance(0.2),
    cabins: x.category === 'office_space' ? Math.round(area / 600) + rng.int(0, 2) : null,
    seats: x.category === 'office_space' ? Math.round(area / 75) : null,
    frontageFt: ['commercial_shop', 'commercial_showroom'].includes(x.category) ? rng.int(10, 60) : null,
    ceilingHeightFt: big ? rng.int(18, 40) : rng.int(10, 14),
    powerBackup: rng.chance(big ? 0.7 : 0.6),
    loadingDock: big ? rng.chance(0.7) : false,
  };
}

function agriculture(rng: Rng, x: Input): Agr {
  return {
    soilType: rng.pick(SOILS),
    waterSource: rng.pick(WATER),
    roadAccess: rng.chance(0.85),
    fencing: rng.chance(x.category === 'farm_house' ? 0.9 : 0.45),
    cropsGrown: rng.sample(CROPS, rng.int(1, 3)).join(', '),
    electricity: rng.chance(x.category === 'farm_house' ? 0.95 : 0.6),
  };
}

export function detailsFor(rng: Rng, x: Input): DetailRow {
  const group = GROUP_OF[x.category];
  if (group === 'residential') return { group, row: residential(rng, x) };
  if (group === 'commercial') return { group, row: commercial(rng, x) };
  return { group, row: agriculture(rng, x) };
}
