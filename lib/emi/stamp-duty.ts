// Stamp duty and registration on buying a home, by state. ONE table holds every state's duty
// (by value band where the state has bands), its surcharges, its registration fee and where
// they are published; the calculator's sentence is worded from the same rows, so the figure
// and the words cannot disagree. COMPILED is when this table was written: from the general
// rates that property guides of 2025 quote (they disagree in places), NOT re-read at each
// state's portal, which this build machine cannot reach. Before launch someone must check
// each row against its source link and update COMPILED; the page says "estimate" until then.
// The rates are the general ones on the market value for a man buying alone in a town; the
// state's own calculator is the final word (ready-reckoner values, rural rates, concessions).
import { formatPrice } from '../format/price';

export const STAMP_DUTY_COMPILED = '2026-11-28';

/** The duty rate for values up to `upTo` rupees (inclusive; null: no upper limit). The band's rate applies to the whole value. */
export type DutyBand = { upTo: number | null; percent: number };
/** A levy on top of the duty: a share of the duty (cess, surcharge) or of the value (metro cess, transfer duty). */
export type Surcharge = { name: string } & ({ percentOfDuty: number } | { percentOfValue: number });

export type StateRate = {
  state: string;
  /** Stamp duty bands, in rising order; the last has no upper limit. */
  duty: DutyBand[];
  surcharges: Surcharge[];
  /** Registration fee, per cent of the value. */
  registrationPercent: number;
  /** A cap on the registration fee in rupees, where the state has one. */
  registrationCap?: number;
  /** Where the rates are published. */
  source: string;
  /** Other buyers' rates (not applied to the estimate): women, joint owners. */
  concessions?: string;
};

const flat = (percent: number): DutyBand[] => [{ upTo: null, percent }];

export const STATE_RATES: StateRate[] = [
  { state: 'Karnataka', duty: [{ upTo: 2_000_000, percent: 2 }, { upTo: 4_500_000, percent: 3 }, { upTo: null, percent: 5 }],
    surcharges: [{ name: 'cess', percentOfDuty: 10 }, { name: 'surcharge', percentOfDuty: 2 }],
    registrationPercent: 2, source: 'https://igr.karnataka.gov.in/' },
  { state: 'Maharashtra', duty: flat(5), surcharges: [{ name: 'metro cess', percentOfValue: 1 }],
    registrationPercent: 1, registrationCap: 30_000, source: 'https://igrmaharashtra.gov.in/', concessions: 'women buyers pay 1 % less duty' },
  { state: 'Tamil Nadu', duty: flat(7), surcharges: [], registrationPercent: 2, source: 'https://tnreginet.gov.in/' },
  { state: 'Telangana', duty: flat(4), surcharges: [{ name: 'transfer duty', percentOfValue: 1.5 }],
    registrationPercent: 0.5, source: 'https://registration.telangana.gov.in/' },
  { state: 'Andhra Pradesh', duty: flat(5), surcharges: [{ name: 'transfer duty', percentOfValue: 1.5 }],
    registrationPercent: 1, source: 'https://registration.ap.gov.in/' },
  { state: 'Kerala', duty: flat(8), surcharges: [], registrationPercent: 2, source: 'https://keralaregistration.gov.in/' },
  { state: 'Delhi', duty: flat(6), surcharges: [], registrationPercent: 1, source: 'https://revenue.delhi.gov.in/',
    concessions: 'women buyers 4 %, joint 5 %' },
  { state: 'Haryana', duty: flat(7), surcharges: [], registrationPercent: 1, registrationCap: 50_000, source: 'https://jamabandi.nic.in/',
    concessions: 'women buyers 5 %' },
  { state: 'Uttar Pradesh', duty: flat(7), surcharges: [], registrationPercent: 1, source: 'https://igrsup.gov.in/' },
  { state: 'Gujarat', duty: flat(3.5), surcharges: [{ name: 'surcharge', percentOfDuty: 40 }], registrationPercent: 1,
    source: 'https://garvi.gujarat.gov.in/', concessions: 'women buyers pay no registration fee' },
  { state: 'Rajasthan', duty: flat(6), surcharges: [], registrationPercent: 1, source: 'https://igrs.rajasthan.gov.in/',
    concessions: 'women buyers 5 %' },
  { state: 'West Bengal', duty: [{ upTo: 10_000_000, percent: 6 }, { upTo: null, percent: 7 }], surcharges: [],
    registrationPercent: 1, source: 'https://wbregistration.gov.in/' },
  { state: 'Madhya Pradesh', duty: flat(7.5), surcharges: [], registrationPercent: 3, source: 'https://sampada.mpigr.gov.in/' },
  { state: 'Punjab', duty: flat(7), surcharges: [], registrationPercent: 1, source: 'https://igrpunjab.gov.in/',
    concessions: 'women buyers 5 %' },
  { state: 'Goa', duty: [{ upTo: 5_000_000, percent: 3.5 }, { upTo: 7_500_000, percent: 4 }, { upTo: 10_000_000, percent: 4.5 }, { upTo: null, percent: 5 }],
    surcharges: [], registrationPercent: 3, source: 'https://egov.goa.nic.in/' },
];

export function stateRate(state: string): StateRate | null {
  return STATE_RATES.find((r) => r.state.toLowerCase() === state.trim().toLowerCase()) ?? null;
}

/** The band a value falls in. */
export function dutyBand(s: StateRate, value: number): DutyBand {
  return s.duty.find((b) => b.upTo === null || value <= b.upTo) ?? s.duty[s.duty.length - 1]!;
}

export type CostOfBuying = {
  /** Duty with its surcharges, in rupees. */
  stampDuty: number;
  registration: number;
  total: number;
  /** Duty with its surcharges, per cent of the value (the figure the sentence states). */
  dutyPercent: number;
};

/** Stamp duty (with surcharges) and registration on a property value in one state, or null for a state not listed. */
export function costOfBuying(state: string, value: number): CostOfBuying | null {
  const s = stateRate(state);
  if (!s || !(value > 0)) return null;
  const dutyPercent = effectiveDutyPercent(s, value);
  const stampDuty = Math.round((value * dutyPercent) / 100);
  const fee = Math.round((value * s.registrationPercent) / 100);
  const registration = s.registrationCap ? Math.min(fee, s.registrationCap) : fee;
  return { stampDuty, registration, total: stampDuty + registration, dutyPercent };
}

function effectiveDutyPercent(s: StateRate, value: number): number {
  const base = dutyBand(s, value).percent;
  const extra = s.surcharges.reduce((sum, x) => sum + ('percentOfDuty' in x ? (base * x.percentOfDuty) / 100 : x.percentOfValue), 0);
  return Math.round((base + extra) * 1000) / 1000;
}

const pct = (n: number) => `${n} %`;

/** The bands in words: "2 % up to ₹ 20 Lac, 3 % up to ₹ 45 Lac, 5 % above". */
function bandsText(s: StateRate): string {
  if (s.duty.length === 1) return pct(s.duty[0]!.percent);
  return s.duty.map((b) => (b.upTo === null ? `${pct(b.percent)} above` : `${pct(b.percent)} up to ${formatPrice(b.upTo)}`)).join(', ');
}

/**
 * The calculator's sentence for one state and value, worded from the row it computed with:
 * "Karnataka at ₹ 30 Lac: stamp duty 3 % (2 % up to ₹ 20 Lac, ...), cess 10 % of the duty,
 * surcharge 2 % of the duty: 3.36 % in all; registration 2 %".
 */
export function rateSummary(state: string, value: number): string | null {
  const s = stateRate(state);
  const cost = costOfBuying(state, value);
  if (!s || !cost) return null;
  const band = dutyBand(s, value).percent;
  const parts = [`stamp duty ${pct(band)}${s.duty.length > 1 ? ` (${bandsText(s)})` : ''}`,
    ...s.surcharges.map((x) => ('percentOfDuty' in x ? `${x.name} ${pct(x.percentOfDuty)} of the duty` : `${x.name} ${pct(x.percentOfValue)} of the value`))];
  const duty = s.surcharges.length ? `${parts.join(', ')}: ${pct(cost.dutyPercent)} in all` : parts[0];
  const cap = s.registrationCap ? ` (at most ${formatPrice(s.registrationCap)})` : '';
  const others = s.concessions ? `; ${s.concessions}` : '';
  return `${s.state} at ${formatPrice(value)}: ${duty}; registration ${pct(s.registrationPercent)}${cap}${others}`;
}
