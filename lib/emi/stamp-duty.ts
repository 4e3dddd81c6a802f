// Stamp duty and registration on buying a home, by state. ONE file holds every state's rates
// and where they are published. COMPILED is when this table was written: from the general
// rates that property guides of 2025 quote (they disagree in places), NOT re-read at each
// state's portal, which this build machine cannot reach. Before launch someone must check
// each row against its source link and update COMPILED; the page says "estimate" until then.
// These are estimates for a buyer's budget: the rates below are the general rates on the
// market value for a man buying alone; the state's own calculator is the final word
// (women buyers, joint ownership, metro cess and ready-reckoner values change the figure).

export const STAMP_DUTY_COMPILED = '2026-11-25';

export type StateRate = {
  state: string;
  /** Stamp duty, per cent of the property value. */
  stampDutyPercent: number;
  /** Registration fee, per cent of the value. */
  registrationPercent: number;
  /** A cap on the registration fee in rupees, where the state has one. */
  registrationCap?: number;
  /** Where the rate is published. */
  source: string;
  note?: string;
};

export const STATE_RATES: StateRate[] = [
  { state: 'Karnataka', stampDutyPercent: 5.6, registrationPercent: 1, source: 'https://igr.karnataka.gov.in/',
    note: '5 % duty with 10 % surcharge and cess; 2-3 % below ₹45 lakh' },
  { state: 'Maharashtra', stampDutyPercent: 6, registrationPercent: 1, registrationCap: 30_000, source: 'https://igrmaharashtra.gov.in/',
    note: '6 % in Mumbai, Pune and other municipal areas with metro cess; women buyers 1 % less' },
  { state: 'Tamil Nadu', stampDutyPercent: 7, registrationPercent: 2, source: 'https://tnreginet.gov.in/' },
  { state: 'Telangana', stampDutyPercent: 5.5, registrationPercent: 2, source: 'https://registration.telangana.gov.in/',
    note: '4 % duty plus 1.5 % transfer duty' },
  { state: 'Andhra Pradesh', stampDutyPercent: 5, registrationPercent: 1, source: 'https://registration.ap.gov.in/' },
  { state: 'Kerala', stampDutyPercent: 8, registrationPercent: 2, source: 'https://keralaregistration.gov.in/' },
  { state: 'Delhi', stampDutyPercent: 6, registrationPercent: 1, source: 'https://revenue.delhi.gov.in/',
    note: 'Women buyers 4 %, joint 5 %' },
  { state: 'Haryana', stampDutyPercent: 7, registrationPercent: 1, registrationCap: 50_000, source: 'https://jamabandi.nic.in/',
    note: 'Urban areas; women buyers 5 %' },
  { state: 'Uttar Pradesh', stampDutyPercent: 7, registrationPercent: 1, source: 'https://igrsup.gov.in/' },
  { state: 'Gujarat', stampDutyPercent: 4.9, registrationPercent: 1, source: 'https://garvi.gujarat.gov.in/',
    note: 'Women buyers pay no registration fee' },
  { state: 'Rajasthan', stampDutyPercent: 6, registrationPercent: 1, source: 'https://igrs.rajasthan.gov.in/' },
  { state: 'West Bengal', stampDutyPercent: 7, registrationPercent: 1, source: 'https://wbregistration.gov.in/',
    note: '6 % up to ₹1 crore in urban areas' },
  { state: 'Madhya Pradesh', stampDutyPercent: 7.5, registrationPercent: 3, source: 'https://sampada.mpigr.gov.in/' },
  { state: 'Punjab', stampDutyPercent: 7, registrationPercent: 1, source: 'https://igrpunjab.gov.in/' },
  { state: 'Goa', stampDutyPercent: 3.5, registrationPercent: 3, source: 'https://egov.goa.nic.in/' },
];

export type CostOfBuying = { stampDuty: number; registration: number; total: number };

/** Stamp duty and registration on a property value in one state, or null for a state not listed. */
export function costOfBuying(state: string, value: number): CostOfBuying | null {
  const s = STATE_RATES.find((r) => r.state.toLowerCase() === state.trim().toLowerCase());
  if (!s || !(value > 0)) return null;
  const stampDuty = Math.round((value * s.stampDutyPercent) / 100);
  const fee = Math.round((value * s.registrationPercent) / 100);
  const registration = s.registrationCap ? Math.min(fee, s.registrationCap) : fee;
  return { stampDuty, registration, total: stampDuty + registration };
}
