import 'server-only';

// The hook for a locality's insights page (prices, trends, reviews of the
// place). Such pages do not exist yet; when they do, this answers their path
// for the localities that have one, and every locality search page links to it.
export async function localityInsightsPath(_city: string, _locality: string): Promise<string | null> {
  return null;
}
