// The route a request is counted and logged under: a small fixed set, so a
// metrics label never grows with ids, slugs or paths a scanner makes up.

const PREFIXES = [
  ['/_next/static/', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/media/', '/media'],
  ['/uploads/', '/uploads'],
];

/** The route label of a path and its answer's status. */
export function routeLabel(rawPath, status) {
  const path = String(rawPath ?? '/').split('?')[0].replace(/\/{2,}/g, '/');
  if (status === 404) return '(unmatched)';
  for (const [prefix, label] of PREFIXES) if (path.startsWith(prefix)) return label;
  // API paths are fixed strings (the route table has no path parameters).
  if (path.startsWith('/api/')) return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = path.split('/').filter(Boolean);
  if (!segments.length) return '/';
  const first = segments[0].slice(0, 40);
  return segments.length === 1 ? `/${first}` : `/${first}/*`;
}
