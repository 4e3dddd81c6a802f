import { CITY_STATE, RERA_PORTAL, RERA_STATES } from './rera-states';

// RERA registration numbers (Real Estate (Regulation and Development) Act, 2016, s. 5:
// every project over 500 m² or 8 units is registered with the state's authority,
// and s. 11(2) makes the number part of every advertisement). Each state's authority, number shape,
// check page and source are one table (./rera-states.ts). States without a known shape: any
// well-formed number (6-50 characters of letters, digits, / - . and spaces, at least one digit).

export { CITY_STATE, RERA_PORTAL, RERA_STATES };
export type { StateRule } from './rera-states';

export const RERA_INVALID = 'Enter a valid RERA registration number';

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

/**
 * Where the QR code and the link send a visitor to check `number`: the project's own page where the
 * authority publishes a URL scheme, else its search page (running the search when the URL takes the number).
 */
export function reraCheckUrl(number: string, state: string | null | undefined): { url: string; kind: 'project' | 'search' } {
  const rule = state ? RERA_STATES[state] : undefined;
  if (!rule) return { url: RERA_PORTAL, kind: 'search' };
  return { url: rule.verify.replace('{n}', encodeURIComponent(normaliseRera(number))), kind: rule.verifyKind };
}

/** What a builder reads on their own project while it has no number (never on a live page). */
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

/** The error of a project number that is not `state`'s shape (with the state's example), else null. */
export function reraNumberError(number: string, state: string | null | undefined): string | null {
  if (isValidRera(number, state)) return null;
  const ex = state ? RERA_STATES[state]?.example : undefined;
  return ex ? `${RERA_INVALID} (${state}: like ${ex})` : RERA_INVALID;
}

/** The hold reason of a home for sale under construction posted without its project's number. */
export const listingReraMissingReason = (state: string | null | undefined) =>
  `RERA registration number missing: a home under construction in ${state ?? 'a RERA state'} is sold in a project that must be registered with ${reraAuthority(state).authority} (RERA s. 3 and 11(2)). Add the project's number, or the desk will check whether the project is exempt.`;
