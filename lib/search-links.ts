// Links into the search pages for a whole city (SPEC §2 route id: key=value
// pairs joined with &, location as a URL-encoded JSON list).
export function citySearchHref(city: string, type: 'sale' | 'rent' = 'sale'): string {
  const location = encodeURIComponent(JSON.stringify([{ label: city, value: { city, locality: '' } }]));
  return `/search/residential/type=${type}&location=${location}`;
}
