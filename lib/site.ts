// Product-wide facts shown in the shell (not given by the spec; chosen here).
export const SITE_NAME = 'GharBazaar';
export const SITE_TAGLINE = 'Homes, shops, farm land and PG rooms across India';
export const SUPPORT = {
  phone: '+91 80 4718 2200',
  phoneHref: 'tel:+918047182200',
  email: 'support@gharbazaar.in',
  hours: 'Mon–Sat, 9:30 am – 7:00 pm IST',
  whatsappHref: 'https://wa.me/918047182200',
};
export const FIND_ARCHITECTS_URL = 'https://www.houzz.in/professionals/architects-and-building-designers';
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/gharbazaar.in' },
  { label: 'Instagram', href: 'https://www.instagram.com/gharbazaar.in' },
  { label: 'X (Twitter)', href: 'https://x.com/gharbazaar_in' },
  { label: 'YouTube', href: 'https://www.youtube.com/@gharbazaar' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gharbazaar' },
];
export const QUICK_LINKS = [
  { label: 'About Us', href: '/static-pages/aboutus' },
  { label: 'Contact Us', href: '/static-pages/contact-us' },
  { label: 'Privacy Policy', href: '/static-pages/privacy-policy' },
  { label: 'Plans and prices', href: '/pricing' },
  { label: 'Refund Policy', href: '/static-pages/refund-policy' },
  { label: 'Terms & Conditions', href: '/static-pages/terms-and-conditions' },
  { label: 'Grievances', href: '/grievances' },
  { label: 'Accessibility', href: '/static-pages/accessibility' },
  { label: 'PG in Mysuru', href: '/pg' },
];

/** The footer's guides (their words in messages/*.json): pages no search result links, so each has a plain link from every page. */
export const GUIDE_LINKS = [
  { href: '/emi-calculator', key: 'footer.links.emi' },
  { href: '/static-pages/safe-renting-and-buying', key: 'footer.links.safety' },
] as const;

// ---------- the site's own origin (canonical, og:url, share links, sitemap) ----------
// Never taken from a Host header an attacker controls. SITE_URL names it; else
// SITE_HOSTS (comma list of host[:port]) allows the hosts a request may name;
// production needs one of them, except a demo (DEMO_MODE=1), which may only be
// reached as localhost. Server-side only: the browser has no process.env.

type Env = Record<string, string | undefined>;
const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** SITE_URL without its trailing slash, or null when unset or not an http(s) URL. */
export function configuredSiteUrl(env: Env = process.env): string | null {
  const raw = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (!raw) return null;
  try {
    const u = new URL(raw);
    return /^https?:$/.test(u.protocol) && !u.search && !u.hash ? raw : null;
  } catch {
    return null;
  }
}

function allowedHosts(env: Env): string[] {
  return (env.SITE_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

/** Why production may not start with this configuration, or null. */
export function siteUrlRefusal(env: Env = process.env): string | null {
  if (env.SITE_URL?.trim() && !configuredSiteUrl(env)) return `SITE_URL is not an http(s) URL: ${env.SITE_URL}`;
  if (configuredSiteUrl(env) || allowedHosts(env).length || env.DEMO_MODE === '1') return null;
  return 'Refusing to start in production without SITE_URL (e.g. https://www.example.in) or SITE_HOSTS: ' +
    'canonical links would otherwise come from the Host header (see .env.example).';
}

/**
 * The origin links are built from, for a request that named `host` over `proto`.
 * SITE_URL wins; else an allowed host (SITE_HOSTS; outside production and in a
 * demo, localhost or any well-formed host in development); else the first allowed
 * host, or http://localhost:3000.
 */
export function siteOrigin(host: string | null | undefined, proto: string, env: Env = process.env): string {
  const fixed = configuredSiteUrl(env);
  if (fixed) return fixed;
  const h = (host ?? '').trim().toLowerCase();
  const scheme = proto === 'https' ? 'https' : 'http';
  const allowed = allowedHosts(env);
  const production = env.NODE_ENV === 'production';
  const ok = allowed.length ? allowed.includes(h)
    : production ? LOCAL_HOSTS.test(h) : HOST.test(h);
  if (ok) return `${scheme}://${h}`;
  return allowed.length ? `${scheme}://${allowed[0]}` : 'http://localhost:3000';
}
