// Consumer Protection (E-Commerce) Rules 2020, rule 4 and 5: the operator's legal
// name and address, and a named grievance officer with contact details, published
// on the platform. All from the environment: the operator is the seller of plans,
// so its name and address are the invoices' SELLER_NAME and SELLER_ADDRESS.

type Env = Record<string, string | undefined>;

export type GrievanceOfficer = {
  name: string;
  designation: string;
  email: string;
  phone: string | null;
  operator: string;
  /** The operator's postal address; null until SELLER_ADDRESS is set (visitors then get the contact page). */
  address: string | null;
  /** True when the demo stands in for settings a production server must have. */
  demo: boolean;
};

/** The designation when none is configured: mails in Hindi and Kannada write it in their language. */
export const DEFAULT_DESIGNATION = 'Grievance Officer';

const DEMO: GrievanceOfficer = {
  name: 'Grievance Officer (demo)', designation: DEFAULT_DESIGNATION, email: 'grievance@example.in', phone: null,
  operator: 'GharBazaar (demo operator)', address: null, demo: true,
};

/** Where a visitor writes when no postal address is configured: never a hint about settings. */
export const CONTACT_ROUTE = '/static-pages/contact-us';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function grievanceOfficer(env: Env = process.env): GrievanceOfficer {
  const name = env.GRIEVANCE_OFFICER_NAME?.trim();
  const email = env.GRIEVANCE_OFFICER_EMAIL?.trim();
  const operator = env.SELLER_NAME?.trim() || DEMO.operator;
  const address = env.SELLER_ADDRESS?.trim() || null;
  if (!name || !email) return { ...DEMO, operator, address };
  return {
    name, email, designation: env.GRIEVANCE_OFFICER_DESIGNATION?.trim() || DEFAULT_DESIGNATION,
    phone: env.GRIEVANCE_OFFICER_PHONE?.trim() || null,
    operator, address, demo: false,
  };
}

/** Why a production server may not start: the rules require a named officer. */
export function grievanceRefusal(env: Env): string | null {
  if (env.DEMO_MODE === '1') return null;
  if (!env.GRIEVANCE_OFFICER_NAME?.trim()) {
    return 'Refusing to start in production without GRIEVANCE_OFFICER_NAME: the E-Commerce Rules require a named grievance officer.';
  }
  if (!EMAIL.test(env.GRIEVANCE_OFFICER_EMAIL?.trim() ?? '')) {
    return 'Refusing to start in production without GRIEVANCE_OFFICER_EMAIL (an e-mail address for complaints).';
  }
  // Rule 4(1): the operator's legal name and postal address are published beside the officer.
  const missing = ['SELLER_NAME', 'SELLER_ADDRESS'].filter((k) => !env[k]?.trim());
  if (missing.length) {
    return `Refusing to start in production without ${missing.join(' and ')}: the E-Commerce Rules require the operator's legal name and address.`;
  }
  return null;
}

/** Complaints are acknowledged within 48 hours and resolved within one month (rule 4(5)). */
export const ACK_WITHIN_HOURS = 48;
export const RESOLVE_WITHIN_DAYS = 30;
