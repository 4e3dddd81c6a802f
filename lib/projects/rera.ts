// RERA registration numbers (Real Estate (Regulation and Development) Act, 2016, s. 5:
// every project over 500 m² or 8 units is registered with the state's authority,
// and s. 11(2) makes the number part of every advertisement).
// Formats checked for the four states issue 10 names, from each authority's own
// project search (numbers as printed on registration certificates):
// - Karnataka, K-RERA, https://rera.karnataka.gov.in/ — "PRM/KA/RERA/1251/309/PR/171014/000287":
//   PRM/KA/RERA/<4-digit office>/<3-digit taluk>/PR/<YYMMDD of filing>/<6-digit serial>.
//   (AG = agent numbers are not project numbers and are refused.)
// - Maharashtra, MahaRERA, https://maharera.maharashtra.gov.in/ — "P51800012345": P, a 5-digit
//   district/region code (e.g. 51800 Mumbai Suburban, 52100 Pune), a 6-digit serial; 12 characters.
// - Telangana, TS-RERA (TG-RERA), https://rera.telangana.gov.in/ — "P02400001234": P, 3-digit
//   district code, 8 digits; 12 characters, the same shape as MahaRERA.
// - Tamil Nadu, TNRERA, https://rera.tn.gov.in/ — "TN/29/Building/0107/2019", "TN/01/Layout/1234/2023":
//   TN/<2-digit district>/<Building|Layout>/<serial>/<year of registration>.
// Other states: any well-formed number (6-50 characters of letters, digits, / - . and spaces,
// at least one digit), as formats vary by state and change over time.

export const RERA_INVALID = 'Enter a valid RERA registration number';

type StateRule = { authority: string; site: string; pattern?: RegExp; example?: string };

export const RERA_STATES: Record<string, StateRule> = {
  Karnataka: { authority: 'Karnataka Real Estate Regulatory Authority (K-RERA)', site: 'https://rera.karnataka.gov.in/',
    pattern: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}$/, example: 'PRM/KA/RERA/1251/309/PR/171014/000287' },
  Maharashtra: { authority: 'Maharashtra Real Estate Regulatory Authority (MahaRERA)', site: 'https://maharera.maharashtra.gov.in/',
    pattern: /^P\d{11}$/, example: 'P51800012345' },
  Telangana: { authority: 'Telangana State Real Estate Regulatory Authority (TS-RERA)', site: 'https://rera.telangana.gov.in/',
    pattern: /^P\d{11}$/, example: 'P02400001234' },
  'Tamil Nadu': { authority: 'Tamil Nadu Real Estate Regulatory Authority (TNRERA)', site: 'https://rera.tn.gov.in/',
    pattern: /^TN\/\d{2}\/(Building|Layout)\/\d{3,5}\/\d{4}$/, example: 'TN/29/Building/0107/2019' },
  'Andhra Pradesh': { authority: 'Andhra Pradesh RERA', site: 'https://rera.ap.gov.in/' },
  Kerala: { authority: 'Kerala RERA (K-RERA)', site: 'https://rera.kerala.gov.in/' },
  Gujarat: { authority: 'Gujarat RERA (GujRERA)', site: 'https://gujrera.gujarat.gov.in/' },
  Delhi: { authority: 'Delhi RERA', site: 'https://rera.delhi.gov.in/' },
  Haryana: { authority: 'Haryana RERA (HARERA)', site: 'https://haryanarera.gov.in/' },
  'Uttar Pradesh': { authority: 'Uttar Pradesh RERA (UP RERA)', site: 'https://www.up-rera.in/' },
  'West Bengal': { authority: 'West Bengal RERA (WBRERA)', site: 'https://rera.wb.gov.in/' },
  Rajasthan: { authority: 'Rajasthan RERA', site: 'https://rera.rajasthan.gov.in/' },
  Goa: { authority: 'Goa RERA', site: 'https://rera.goa.gov.in/' },
};

/** The central portal lists every state's authority. */
export const RERA_PORTAL = 'https://rera.mohua.gov.in/';

export const WELL_FORMED = /^(?=.*\d)[A-Za-z0-9/.\- ]{6,50}$/;

export const normaliseRera = (n: string) => n.trim().replace(/\s+/g, ' ').toUpperCase()
  // Tamil Nadu prints Building/Layout in title case.
  .replace(/^TN\/(\d{2})\/(BUILDING|LAYOUT)\//, (_, d: string, k: string) => `TN/${d}/${k[0]}${k.slice(1).toLowerCase()}/`);

/** Whether `number` is a RERA project number of `state` (any well-formed number for states without a known format). */
export function isValidRera(number: string, state: string | null | undefined): boolean {
  const n = normaliseRera(number);
  const rule = state ? RERA_STATES[state] : undefined;
  return rule?.pattern ? rule.pattern.test(n) : WELL_FORMED.test(n);
}

export function reraAuthority(state: string | null | undefined): { authority: string; site: string } {
  const rule = state ? RERA_STATES[state] : undefined;
  return rule ? { authority: rule.authority, site: rule.site } : { authority: `${state ?? 'State'} Real Estate Regulatory Authority`, site: RERA_PORTAL };
}

export const RERA_NOT_PROVIDED = 'RERA number not provided';

// RERA s. 3: no project over the thresholds may be advertised before it is registered. Every state and
// union territory has notified its rules except Nagaland (it has none in force as of 2025), so a project
// elsewhere without a number is held for the desk, which can approve a small (exempt) project by hand.
const NO_RERA = new Set(['Nagaland']);

/** Whether a project in `state` must carry a RERA number to be advertised (unknown place: assume yes). */
export const stateHasRera = (state: string | null | undefined) => !state || !NO_RERA.has(state);

/** The moderation reason a project without a number is held with (shown to the poster and the desk). */
export const reraMissingReason = (state: string | null | undefined) =>
  `RERA registration number missing: a project in ${state ?? 'a RERA state'} may not be advertised until it is registered with ${reraAuthority(state).authority} (RERA s. 3 and 11(2)). Add the number, or the desk will check whether the project is exempt.`;
