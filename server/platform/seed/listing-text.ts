import 'server-only';
import { GROUP_OF, TITLE_WORD, type Category, type PostType } from './catalog';
import { formatCount } from '@/lib/format';
import type { Rng } from './random';

// Titles, names, addresses and descriptions that read like real Indian listings.

const SOCIETY_HEAD = [
  'Sai', 'Shanti', 'Green', 'Lake', 'Royal', 'Sri Lakshmi', 'Silver', 'Golden', 'Park', 'Palm',
  'Sapphire', 'Orchid', 'Mayur', 'Ganga', 'Kaveri', 'Nandanam', 'Sunshine', 'Trinity', 'Harmony', 'Vrindavan',
];
/** Name endings by what is being named: a villa is never in "... Apartments". */
const NAME_TAIL: Partial<Record<Category, string[]>> = {
  apartment: ['Residency', 'Heights', 'Apartments', 'Towers', 'Gardens', 'Nest', 'Enclave'],
  villa: ['Villas', 'Enclave', 'Greens', 'Meadows', 'County'],
  plot: ['Layout', 'Enclave', 'Nagar', 'Extension', 'Township'],
};
const COMMERCIAL_TAIL = ['Business Park', 'Trade Centre', 'Plaza', 'Complex', 'Tech Park', 'Chambers'];
const INDUSTRIAL_TAIL = ['Industrial Estate', 'Industrial Area', 'Logistics Park'];
const ROADS = ['Main Road', 'Cross', 'Ring Road', 'Temple Road', 'Station Road', 'Service Road', 'Layout Road'];

export const SALE_LINES = [
  'Clear title and all approvals in place; bank loan available.',
  'Well-ventilated with ample natural light and a peaceful neighbourhood.',
  'Close to schools, hospitals, supermarkets and bus stops.',
  'Vastu compliant; documents ready for immediate registration.',
];
export const RENT_LINES = [
  'Available for immediate occupation; visits on weekends.',
  'Water supply round the clock and reserved parking.',
  'Walking distance to the bus stop, markets and schools.',
  'Tenant-friendly owner; rent agreement registered.',
];

type Input = {
  category: Category;
  postType: PostType;
  bedrooms: number | null;
  superArea: number | null;
  plotArea: number | null;
  plotDims: [number, number] | null;
  locality: string;
  city: string;
};

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

function subject(x: Input): string {
  const word = TITLE_WORD[x.category];
  if (x.bedrooms && x.category !== 'farm_house') return `${x.bedrooms} BHK ${word}`;
  if (x.category === 'farm_house') return `${x.bedrooms} BHK ${word} on ${x.plotArea} Acre${x.plotArea === 1 ? '' : 's'}`;
  if (x.category === 'land') return `${x.plotArea} Acre${x.plotArea === 1 ? '' : 's'} ${word}`;
  if (x.category === 'plot' && x.plotDims) return `${x.plotDims[0]}x${x.plotDims[1]} ${word}`;
  const area = x.superArea ?? x.plotArea;
  return area ? `${formatCount(area)} sqft ${word}` : word;
}

export function listingText(rng: Rng, x: Input) {
  const kind = x.postType === 'rent' ? 'Rent' : 'Sale';
  const title = `${subject(x)} for ${kind} in ${x.locality}`;
  const industrial = /^(warehouse|industrial_)/.test(x.category);
  const commercial = !industrial && GROUP_OF[x.category] === 'commercial';
  const tails = NAME_TAIL[x.category] ?? (industrial ? INDUSTRIAL_TAIL : commercial ? COMMERCIAL_TAIL : null);
  const named = !!tails && (!!NAME_TAIL[x.category] || rng.chance(0.6));
  const propertyName = named ? `${rng.pick(SOCIETY_HEAD)} ${rng.pick(tails!)}` : null;
  const road = rng.pick(ROADS);
  const street = road === 'Cross' ? `${ordinal(rng.int(1, 18))} Cross` : `${x.locality} ${road}`;
  const address = x.category === 'land' || x.category === 'farm_house'
    ? `Survey No. ${rng.int(10, 480)}/${rng.int(1, 9)}, ${x.locality}`
    : `No. ${rng.int(1, 999)}, ${street}, ${x.locality}`;
  const lines = rng.sample(x.postType === 'rent' ? RENT_LINES : SALE_LINES, 2);
  const description = [
    `${subject(x)} for ${kind.toLowerCase()} in ${x.locality}, ${x.city}${propertyName ? `, in ${propertyName}` : ''}.`,
    ...lines,
  ].join(' ');
  return { title, propertyName, address, description };
}
