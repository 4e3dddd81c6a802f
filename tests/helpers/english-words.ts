// The English-word detector of the Hindi and Kannada checks (the catalogue test,
// the page-title tests and e2e/languages-pages.spec.ts): words of three or more
// Latin letters, where a Hindi or Kannada text should hold none but names and
// the abbreviations the peers keep in Latin.

/** Words that stay Latin in every language: abbreviations and a time zone, as the peers write them. */
export const KEPT_LATIN = new Set(['BHK', 'IST']);

/** Latin words of a text, placeholders ({city}) and the given names (place names, the brand) left out. */
export function englishWords(text: string, names: readonly string[] = [], kept: ReadonlySet<string> = KEPT_LATIN): string[] {
  let s = text.replace(/\{[a-zA-Z]+\}/g, ' ');
  // Longest first: "Vijayanagar IV Stage" before "Vijayanagar".
  for (const n of [...names].sort((a, b) => b.length - a.length)) s = s.split(n).join(' ');
  return (s.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !kept.has(w));
}
