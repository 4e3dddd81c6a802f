import 'server-only';
import type { BulkWriter } from './bulk/writer';
import { listingImages, projects, projectStage, type NewProject } from '../db/schema';
import { AMENITIES } from './catalog';
import { pickImages } from './images';
import { jitter, pickCity, pickLocality, type Places } from './places';
import { priceBounds, roundPrice, lerp } from './prices';
import type { Progress } from './progress';
import { streamFor, type Rng } from './random';
import type { SeededUsers } from './users';
import { reraMissingReason } from '@/lib/projects/rera';
import { seedProjectRera } from './rera';

// New projects by builders, with every column of `projects` filled: the
// project detail page and the builder's "My Projects" read all of them.

const STAGES = projectStage.enumValues;
const HEADS = ['Aranya', 'Nandi', 'Kaveri', 'Skyline', 'Brindavan', 'Emerald', 'Silver Oak', 'Lotus', 'Sahyadri', 'Mayfair', 'Ashoka', 'Tranquil'];
const TAILS = {
  apartment: ['Heights', 'Towers', 'Residences', 'Skyview', 'Grand'],
  villa: ['Villas', 'Greens', 'Enclave', 'Meadows', 'Bungalows'],
  residential_plot: ['Layout', 'Plots', 'Enclave', 'Farms & Plots', 'Township'],
};
const PROJECT_AMENITIES = ['Club House', 'Swimming Pool', 'Gym', 'Jogging Track', "Children's Play Area", 'Landscaped Garden',
  'Power Backup', '24x7 Security', 'Rain Water Harvesting', 'Sewage Treatment Plant', 'Indoor Games', 'EV Charging', 'Solar Street Lights'];

export function projectCount(listings: number): number {
  return Math.max(6, Math.round(listings / 100));
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const YEAR = 365 * 86_400_000;

const TYPES = ['apartment', 'villa', 'residential_plot'] as const;

/** index: the first three projects are one of each type, so every project search has results. */
function generateProject(rng: Rng, places: Places, now: number, index: number): Omit<NewProject, 'userId'> & { images: string[] } {
  const c = pickCity(rng, places);
  const loc = pickLocality(rng, c, rng.chance(0.25));
  const drawn = rng.weighted(TYPES, [55, 25, 20]);
  const projectType = TYPES[index] ?? drawn;
  const stage = rng.pick(STAGES);
  const done = stage === 'completed';
  const launched = now - (done ? rng.float(3, 6) : rng.float(0.1, 3)) * YEAR;
  const plot = projectType === 'residential_plot';
  const [bMin, bMax] = plot ? [null, null] : projectType === 'villa' ? [rng.int(3, 4), rng.int(4, 5)] : [rng.int(1, 2), rng.int(3, 4)];
  const q = rng.next();
  const cat = plot ? 'plot' : projectType;
  const lo = priceBounds(cat, 'sale', c.city, bMin);
  const hi = priceBounds(cat, 'sale', c.city, bMax);
  const priceMin = roundPrice(lerp(lo, q * 0.5), 'sale', lo);
  const priceMax = Math.max(priceMin, roundPrice(lerp(hi, 0.5 + q * 0.5), 'sale', hi));
  const totalFloors = projectType === 'apartment' ? rng.int(8, 30) : projectType === 'villa' ? rng.int(2, 3) : null;
  const name = `${rng.pick(HEADS)} ${rng.pick(TAILS[projectType])}`;
  const line1 = `Survey No. ${rng.int(10, 300)}, ${loc.name} Main Road`;
  const amenityNames = rng.sample(PROJECT_AMENITIES, rng.int(5, PROJECT_AMENITIES.length));
  const pool = projectType === 'apartment' ? 'project_apartment' : projectType === 'villa' ? 'project_villa' : 'project_plot';
  const createdAt = new Date(now - rng.float(0, 90) * 86_400_000);
  return {
    status: rng.weighted(['approved', 'pending'] as const, [92, 8]),
    projectType, name, city: c.city, locality: loc.name, localityId: loc.id, state: c.state, country: 'India',
    postCode: loc.pincode, addressLine1: line1, addressLine2: loc.name,
    address: `${line1}, ${loc.name}`,
    formattedAddress: `${line1}, ${loc.name}, ${c.city}, ${c.state} ${loc.pincode}, India`,
    ...jitter(rng, loc),
    noOfUnits: projectType === 'apartment' ? rng.int(60, 1200) : projectType === 'villa' ? rng.int(20, 220) : rng.int(40, 400),
    stage,
    launchedOn: day(launched),
    completedOn: done ? day(launched + rng.float(2, 3) * YEAR) : null,
    expectedCompletionDate: done ? null : day(Math.max(now + 0.25 * YEAR, launched + rng.float(2, 5) * YEAR)),
    floorsAllowed: totalFloors ?? rng.int(2, 4),
    gatedColony: rng.chance(0.85),
    boundaryWallMade: done || rng.chance(0.6),
    projectAmenities: amenityNames.map((n) => ({ name: n, status: done || rng.chance(0.5) })),
    noOfOpenSides: rng.int(1, 4),
    furnishing: plot ? null : rng.weighted(['unfurnished', 'semi_furnished', 'furnished'] as const, [50, 40, 10]),
    constructionStatus: done ? 'ready_to_move' : 'under_construction',
    transaction: 'new',
    totalFloors,
    amenities: rng.sample(AMENITIES, rng.int(4, 10)),
    description: `${name}: ${plot ? 'approved residential plots' : `${bMin}-${bMax} BHK ${projectType === 'villa' ? 'villas' : 'apartments'}`} in ${loc.name}, ${c.city}. ` +
      (done ? 'Ready to move in with occupancy certificate.' : 'RERA registered; construction on schedule.'),
    priceMin, priceMax, bedroomsMin: bMin, bedroomsMax: bMax,
    isFeatured: rng.chance(0.1),
    viewCount: Math.floor(rng.next() ** 3 * 900),
    createdAt, updatedAt: createdAt,
    images: pickImages(rng, pool),
  };
}

/**
 * RERA s. 3 and 11(2): a live project carries its state's registration number. Half the projects
 * drawn as pending (even ids) are held for having none, with the reason their builder reads in
 * My Projects and a description that claims no registration; the others wait with a number (the
 * desk's contact-detail reasons, ./held.ts). Nothing held is featured.
 */
function withRera<T extends Omit<NewProject, 'userId'> & { id: number; userId: number }>(p: T): T {
  const rera = seedProjectRera(p.city, p.id, p.projectType === 'residential_plot');
  const held = p.status === 'pending';
  if (!rera || (held && p.id % 2 === 0)) {
    return { ...p, reraNumber: null, reraState: null, isFeatured: false, status: 'pending', moderationReasons: [reraMissingReason(p.state)],
      description: (p.description ?? '').replace('RERA registered; construction on schedule.', 'Registration with the state RERA applied for.') };
  }
  // moderationReasons on every row: the bulk writer copies the columns its batch's first row sets.
  return { ...p, reraNumber: rera.number, reraState: rera.state, isFeatured: held ? false : p.isFeatured, moderationReasons: [] };
}

export async function seedProjects(w: BulkWriter, seed: number, places: Places, users: SeededUsers, n: number, now: number, progress: Progress) {
  const rng = streamFor(seed, 'projects');
  const builders = users.builder;
  for (let done = 0; done < n; ) {
    const batch = Array.from({ length: Math.min(5000, n - done) }, (_, i) => generateProject(rng, places, now, done + i));
    const firstId = await w.reserveIds(projects, batch.length);
    // The demo builder (index 0) owns the first three so "My Projects" is never empty.
    const rows = batch.map(({ images: _, ...p }, i) => withRera({ ...p, id: firstId + i, userId: done + i < 3 ? builders[0] : builders[rng.int(1, builders.length - 1)] }));
    await w.write(projects, rows);
    const images = batch.flatMap((b, i) => b.images.map((url, sortOrder) => ({ kind: 'project' as const, itemId: firstId + i, url, sortOrder })));
    const firstImage = await w.reserveIds(listingImages, images.length);
    await w.write(listingImages, images.map((img, k) => ({ ...img, id: firstImage + k })));
    done += batch.length;
    progress.tick('projects', done, n);
  }
}
