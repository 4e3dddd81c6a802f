// The filter matrix: every filter each search API accepts, alone
// with a value that matches rows of the seeded data, the combinations home
// seekers make most, every sort, and deep pages. Bodies come from the same
// toApiBody the search page uses, as in scenarios.ts.
import { EMPTY_SEARCH, type SearchGroup, type SearchState, type SortKey } from '@/lib/search-route';
import { toApiBody } from '@/lib/search-api-body';
import type { SearchScenario } from './scenarios';

const API_PATH: Record<SearchGroup, string> = {
  residential: '/api/search/residential-property-search-v2',
  commercial: '/api/search/commercial-property-search-v2',
  agriculture: '/api/search/agriculture-property-search-v2',
  pg: '/api/search/pg-search-v2',
};

export type MatrixKind = 'alone' | 'combination' | 'sort' | 'page';
export type MatrixScenario = SearchScenario & { kind: MatrixKind };

const place = (city: string, locality = '') => ({ label: locality || city, value: { city, locality } });
const BLR = [place('Bengaluru')];
const range = (min: number | null, max: number | null) => ({ min, max });

type Base = { key: string; name: string; group: SearchGroup; state: SearchState };
const base = (key: string, name: string, group: SearchGroup, s: Partial<SearchState>): Base =>
  ({ key, name, group, state: { ...EMPTY_SEARCH, location: BLR, ...s } });

const RS = base('rs', 'Residential sale, Bengaluru', 'residential', { type: 'sale' });
const RR = base('rr', 'Residential rent, Bengaluru', 'residential', { type: 'rent' });
const CR = base('cr', 'Commercial rent, Bengaluru', 'commercial', { type: 'rent' });
const CS = base('cs', 'Commercial sale, Bengaluru', 'commercial', { type: 'sale' });
const AG = base('ag', 'Agriculture sale, Bengaluru', 'agriculture', { type: 'sale' });
const PG = base('pg', 'PG, Bengaluru', 'pg', { type: 'pg' });

type F = [id: string, label: string, s: Partial<SearchState>];

/** Every filter alone, per API (the PG API takes budget, gender, room type and place only). */
const ALONE: [Base, F[]][] = [
  [RS, [
    ['apartment', 'Flat/Apartment', { propType: ['apartment'] }],
    ['villa', 'Villa', { propType: ['villa'] }],
    ['house', 'Residential House', { propType: ['residential'] }],
    ['plot', 'Plot', { propType: ['plot'] }],
    ['bhk2', '2 BHK', { bedrooms: ['2'] }],
    ['bhk3', '3 BHK', { bedrooms: ['3'] }],
    ['bhk5', '5 BHK', { bedrooms: ['5'] }],
    ['bath2', '2 bathrooms', { bathrooms: ['2'] }],
    ['bath3', '3 bathrooms', { bathrooms: ['3'] }],
    ['budget-50l-1cr', 'budget ₹50 L – 1 Cr', { budget: range(5_000_000, 10_000_000) }],
    ['budget-max-75l', 'budget ≤ ₹75 L', { budget: range(null, 7_500_000) }],
    ['budget-min-2cr', 'budget ≥ ₹2 Cr', { budget: range(20_000_000, null) }],
    ['super-1000-1500', 'super area 1,000–1,500 sq ft', { superArea: range(1000, 1500) }],
    ['carpet-800-1200', 'carpet area 800–1,200 sq ft', { carpetArea: range(800, 1200) }],
    ['plot-1200-2400', 'plot area 1,200–2,400 sq ft', { plotArea: range(1200, 2400) }],
    ['furnished', 'furnished', { furnishingStatus: ['furnished'] }],
    ['semi', 'semi-furnished', { furnishingStatus: ['semi_furnished'] }],
    ['new', 'new (transaction)', { transcation: 'new' }],
    ['resale', 'resale', { transcation: 'resale' }],
    ['under-construction', 'under construction', { status: 'under_construction' }],
    ['ready', 'ready to move', { status: 'ready_to_move' }],
    ['owner', 'posted by owner', { postedBy: ['owner'] }],
    ['agent', 'posted by agent', { postedBy: ['agent'] }],
    ['builder', 'posted by builder', { postedBy: ['builder'] }],
    ['since-week', 'posted this week', { postedSince: 'thisWeek' }],
    ['since-month', 'posted this month', { postedSince: 'thisMonth' }],
    ['east', 'facing east', { facing: ['east'] }],
    ['north-east', 'facing north-east', { facing: ['north_east'] }],
    ['gym', 'amenity Gym', { amenities: ['Gym'] }],
    ['pool', 'amenity Swimming Pool', { amenities: ['Swimming Pool'] }],
    ['lift', 'amenity Lift', { amenities: ['Lift'] }],
    ['gated', 'gated community', { amenities: ['gated_community'] }],
    ['verified', 'verified', { verified: true }],
    ['whitefield', 'in Whitefield', { location: [place('Bengaluru', 'Whitefield')] }],
    ['three-localities', 'in Koramangala, Whitefield, Jayanagar', { location: ['Koramangala', 'Whitefield', 'Jayanagar'].map((l) => place('Bengaluru', l)) }],
  ]],
  [RR, [
    ['apartment', 'Flat/Apartment', { propType: ['apartment'] }],
    ['house', 'Residential House', { propType: ['residential'] }],
    ['bhk1', '1 BHK', { bedrooms: ['1'] }],
    ['bhk2', '2 BHK', { bedrooms: ['2'] }],
    ['bath2', '2 bathrooms', { bathrooms: ['2'] }],
    ['budget-max-25k', 'rent ≤ ₹25k', { budget: range(null, 25_000) }],
    ['budget-20-40k', 'rent ₹20k–40k', { budget: range(20_000, 40_000) }],
    ['super-600-1200', 'super area 600–1,200 sq ft', { superArea: range(600, 1200) }],
    ['furnished', 'furnished', { furnishingStatus: ['furnished'] }],
    ['unfurnished', 'unfurnished', { furnishingStatus: ['unfurnished'] }],
    ['owner', 'posted by owner', { postedBy: ['owner'] }],
    ['agent', 'posted by agent', { postedBy: ['agent'] }],
    ['since-month', 'posted this month', { postedSince: 'thisMonth' }],
    ['east', 'facing east', { facing: ['east'] }],
    ['parking', 'amenity Car Parking', { amenities: ['Car Parking'] }],
    ['gated', 'gated community', { amenities: ['gated_community'] }],
    ['verified', 'verified', { verified: true }],
    ['koramangala', 'in Koramangala', { location: [place('Bengaluru', 'Koramangala')] }],
  ]],
  [CR, [
    ['office', 'office space', { propType: ['office_space'] }],
    ['shop', 'shop', { propType: ['commercial_shop'] }],
    ['warehouse', 'warehouse', { propType: ['warehouse'] }],
    ['budget-max-1l', 'rent ≤ ₹1 L', { budget: range(null, 100_000) }],
    ['super-1000-5000', 'super area 1,000–5,000 sq ft', { superArea: range(1000, 5000) }],
    ['furnished', 'furnished', { furnishingStatus: ['furnished'] }],
    ['owner', 'posted by owner', { postedBy: ['owner'] }],
    ['since-month', 'posted this month', { postedSince: 'thisMonth' }],
    ['power', 'amenity Power Backup', { amenities: ['Power Backup'] }],
    ['verified', 'verified', { verified: true }],
    ['whitefield', 'in Whitefield', { location: [place('Bengaluru', 'Whitefield')] }],
  ]],
  [CS, [
    ['shop', 'shop', { propType: ['commercial_shop'] }],
    ['budget-50l-2cr', 'budget ₹50 L – 2 Cr', { budget: range(5_000_000, 20_000_000) }],
    ['industrial-plot', 'industrial plot', { propType: ['industrial_plot'] }],
    ['plot-2000-10000', 'plot area 2,000–10,000 sq ft', { plotArea: range(2000, 10_000) }],
  ]],
  [AG, [
    ['land', 'agriculture land', { propType: ['land'] }],
    ['farm-house', 'farm house', { propType: ['farm_house'] }],
    ['budget-max-1cr', 'budget ≤ ₹1 Cr', { budget: range(null, 10_000_000) }],
    ['plot-1-5', 'plot area 1–5 (acre)', { plotArea: range(1, 5) }],
    ['owner', 'posted by owner', { postedBy: ['owner'] }],
    ['since-month', 'posted this month', { postedSince: 'thisMonth' }],
    ['borewell', 'amenity Borewell', { amenities: ['Borewell'] }],
    ['verified', 'verified', { verified: true }],
  ]],
  [PG, [
    ['male', 'Male', { gender: ['Male'] }],
    ['female', 'Female', { gender: ['Female'] }],
    ['both', 'Both (co-living)', { gender: ['Both'] }],
    ['single', 'single room', { roomType: ['1_sharing'] }],
    ['double', 'double sharing', { roomType: ['2_sharing'] }],
    ['triple', 'triple sharing', { roomType: ['3_sharing'] }],
    ['budget-max-8k', 'rent ≤ ₹8k', { budget: range(null, 8000) }],
    ['budget-5-12k', 'rent ₹5k–12k', { budget: range(5000, 12_000) }],
    ['koramangala', 'in Koramangala', { location: [place('Bengaluru', 'Koramangala')] }],
  ]],
];

/** What home seekers combine most (99acres/MagicBricks filter panels, in their order). */
const COMBINATIONS: [Base, F[]][] = [
  [RS, [
    ['bhk2-budget-semi', '2 BHK + ₹50 L–1 Cr + semi-furnished', { bedrooms: ['2'], budget: range(5_000_000, 10_000_000), furnishingStatus: ['semi_furnished'] }],
    ['budget-area', '₹50 L–1.5 Cr + 1,000–1,600 sq ft', { budget: range(5_000_000, 15_000_000), superArea: range(1000, 1600) }],
    ['builder-month', 'builder + posted this month', { postedBy: ['builder'], postedSince: 'thisMonth' }],
    ['owner-week', 'owner + posted this week', { postedBy: ['owner'], postedSince: 'thisWeek' }],
    ['gym-pool-lift', 'Gym + Swimming Pool + Lift', { amenities: ['Gym', 'Swimming Pool', 'Lift'] }],
    ['gated-bhk2-budget', 'gated community + 2 BHK + ≤ ₹1 Cr', { amenities: ['gated_community'], bedrooms: ['2'], budget: range(null, 10_000_000) }],
    ['whitefield-bhk3', 'Whitefield + 3 BHK', { location: [place('Bengaluru', 'Whitefield')], bedrooms: ['3'] }],
    ['apartment-bhk2-budget', 'apartment + 2 BHK + ≤ ₹1 Cr', { propType: ['apartment'], bedrooms: ['2'], budget: range(null, 10_000_000) }],
    ['ready-resale-budget', 'ready to move + resale + ₹40 L–80 L', { status: 'ready_to_move', transcation: 'resale', budget: range(4_000_000, 8_000_000) }],
    ['uc-builder', 'under construction + builder', { status: 'under_construction', postedBy: ['builder'] }],
    ['verified-owner', 'verified + owner', { verified: true, postedBy: ['owner'] }],
    ['east-bhk3', 'facing east + 3 BHK', { facing: ['east'], bedrooms: ['3'] }],
    ['bhk2-bath2', '2 BHK + 2 bathrooms', { bedrooms: ['2'], bathrooms: ['2'] }],
    ['villa-budget', 'villa + ₹1–3 Cr', { propType: ['villa'], budget: range(10_000_000, 30_000_000) }],
    ['bhk23-budget-new', '2 or 3 BHK + ≤ ₹1.2 Cr + new', { bedrooms: ['2', '3'], budget: range(null, 12_000_000), transcation: 'new' }],
  ]],
  [RR, [
    ['bhk2-budget-furnished', '2 BHK + ≤ ₹40k + furnished', { bedrooms: ['2'], budget: range(null, 40_000), furnishingStatus: ['furnished'] }],
    ['bhk1-budget-owner-furnished', '1 BHK + ≤ ₹25k + owner + furnished', { bedrooms: ['1'], budget: range(null, 25_000), postedBy: ['owner'], furnishingStatus: ['furnished'] }],
    ['owner-week', 'owner + posted this week', { postedBy: ['owner'], postedSince: 'thisWeek' }],
    ['lift-power-parking', 'Lift + Power Backup + Car Parking', { amenities: ['Lift', 'Power Backup', 'Car Parking'] }],
    ['koramangala-bhk1', 'Koramangala + 1 BHK', { location: [place('Bengaluru', 'Koramangala')], bedrooms: ['1'] }],
    ['three-localities-bhk2', 'Koramangala, HSR Layout, BTM Layout + 2 BHK', { location: ['Koramangala', 'HSR Layout', 'BTM Layout'].map((l) => place('Bengaluru', l)), bedrooms: ['2'] }],
    ['apartment-unfurnished-budget', 'apartment + unfurnished + ₹15k–35k', { propType: ['apartment'], furnishingStatus: ['unfurnished'], budget: range(15_000, 35_000) }],
  ]],
  [base('mys', 'Residential sale, Mysuru', 'residential', { type: 'sale', location: [place('Mysuru')] }), [
    ['bhk3-budget', '3 BHK + ₹50 L–1 Cr', { bedrooms: ['3'], budget: range(5_000_000, 10_000_000) }],
  ]],
  [CR, [
    ['office-area-furnished', 'office + 1,000–5,000 sq ft + furnished', { propType: ['office_space'], superArea: range(1000, 5000), furnishingStatus: ['furnished'] }],
    ['office-whitefield', 'office + Whitefield', { propType: ['office_space'], location: [place('Bengaluru', 'Whitefield')] }],
  ]],
  [CS, [['shop-budget', 'shop + ≤ ₹2 Cr', { propType: ['commercial_shop'], budget: range(null, 20_000_000) }]]],
  [AG, [['land-budget', 'land + ≤ ₹1 Cr', { propType: ['land'], budget: range(null, 10_000_000) }]]],
  [PG, [
    ['male-double-budget', 'Male + double sharing + ≤ ₹10k', { gender: ['Male'], roomType: ['2_sharing'], budget: range(null, 10_000) }],
    ['female-single', 'Female + single room', { gender: ['Female'], roomType: ['1_sharing'] }],
    ['koramangala-male', 'Koramangala + Male', { location: [place('Bengaluru', 'Koramangala')], gender: ['Male'] }],
  ]],
];

const SORTS: SortKey[] = ['newest', 'asc', 'desc'];
const SORT_LABEL: Record<SortKey, string> = { relevance: 'relevance', newest: 'newest first', asc: 'price low to high', desc: 'price high to low' };
const PAGES = [5, 50, 500];

function scenario(kind: MatrixKind, b: Base, id: string, label: string, s: Partial<SearchState>, sort: SortKey = 'relevance', page = 1): MatrixScenario {
  return {
    kind, id: `mx-${b.key}-${id}`, label: `${b.name}: ${label}`, group: b.group, path: API_PATH[b.group],
    body: toApiBody(b.group, { ...b.state, ...s }, { sort, page }) as Record<string, unknown>,
  };
}

export function matrixScenarios(): MatrixScenario[] {
  const out: MatrixScenario[] = [];
  for (const [b, fs] of ALONE) for (const [id, label, s] of fs) out.push(scenario('alone', b, id, label, s));
  for (const [b, fs] of COMBINATIONS) for (const [id, label, s] of fs) out.push(scenario('combination', b, id, label, s));
  for (const b of [RS, RR, CR, AG, PG]) {
    out.push(scenario('sort', b, 'relevance', 'no filter, relevance', {}));
    for (const sort of SORTS) out.push(scenario('sort', b, `sort-${sort}`, `no filter, ${SORT_LABEL[sort]}`, {}, sort));
  }
  // Sorted searches with filters: the sort changes which index can stop early.
  out.push(scenario('sort', RS, 'bhk2-budget-asc', '2 BHK + ₹50 L–1 Cr, price low to high', { bedrooms: ['2'], budget: range(5_000_000, 10_000_000) }, 'asc'));
  out.push(scenario('sort', RR, 'furnished-newest', 'furnished, newest first', { furnishingStatus: ['furnished'] }, 'newest'));
  out.push(scenario('sort', PG, 'male-asc', 'Male, price low to high', { gender: ['Male'] }, 'asc'));
  out.push(scenario('sort', RS, 'gym-desc', 'Gym, price high to low', { amenities: ['Gym'] }, 'desc'));
  for (const b of [RS, RR, PG]) for (const page of PAGES) out.push(scenario('page', b, `page-${page}`, `no filter, page ${page}`, {}, 'relevance', page));
  out.push(scenario('page', RS, 'bhk2-page-50', '2 BHK, page 50', { bedrooms: ['2'] }, 'relevance', 50));
  return out;
}
