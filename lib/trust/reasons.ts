// Report reasons users pick (what 99acres / NoBroker offer), shared by the
// report dialog and the server. 'other' needs the user's own words.
export const REPORT_REASONS = [
  { value: 'already_sold', label: 'Already sold / let out' },
  { value: 'wrong_price', label: 'Wrong price' },
  { value: 'fake_photos', label: 'Fake or copied photos' },
  { value: 'broker_as_owner', label: 'Broker posing as owner' },
  { value: 'fraud', label: 'Fraud or asked for payment' },
  { value: 'other', label: 'Other' },
] as const;

export const USER_REPORT_REASONS = REPORT_REASONS.filter((r) => r.value !== 'already_sold' && r.value !== 'wrong_price');

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const reasonLabel = (v: string) => REPORT_REASONS.find((r) => r.value === v)?.label ?? v;

/** Independent "already sold/let" reports that take a listing out of search until its poster confirms it. */
export const SOLD_REPORTS_TO_HIDE = 5;

/** Lead limits against number harvesting and spam (docs/trust.md, "Leads"). */
export const LEADS_PER_VISITOR_PER_DAY = 10;
export const LEADS_PER_POSTER_PER_DAY = 40;
