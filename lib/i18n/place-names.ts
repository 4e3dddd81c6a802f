import type { Locale } from './locales';

// City names in Devanagari and Kannada script, as the Hindi and Kannada
// Wikipedias title their articles (hi.wikipedia.org, kn.wikipedia.org, read
// November 2026) and, for Hindi, as the Census of India 2011 Hindi tables spell
// them. Only the cities the site offers in its picker and footer; any other
// place (localities, cities not listed) keeps its English name, as the issue asks.
const NAMES: Record<string, { hi: string; kn: string }> = {
  Bengaluru: { hi: 'बेंगलुरु', kn: 'ಬೆಂಗಳೂರು' },
  Mysuru: { hi: 'मैसूरु', kn: 'ಮೈಸೂರು' },
  Hyderabad: { hi: 'हैदराबाद', kn: 'ಹೈದರಾಬಾದ್' },
  Chennai: { hi: 'चेन्नई', kn: 'ಚೆನ್ನೈ' },
  Mumbai: { hi: 'मुंबई', kn: 'ಮುಂಬೈ' },
  Pune: { hi: 'पुणे', kn: 'ಪುಣೆ' },
  Visakhapatnam: { hi: 'विशाखापत्तनम', kn: 'ವಿಶಾಖಪಟ್ಟಣಂ' },
  'New Delhi': { hi: 'नई दिल्ली', kn: 'ನವ ದೆಹಲಿ' },
  Ahmedabad: { hi: 'अहमदाबाद', kn: 'ಅಹಮದಾಬಾದ್' },
  Gurgaon: { hi: 'गुड़गाँव', kn: 'ಗುರ್ಗಾಂವ್' },
};

/** A city's name in the language's script where the list has it, else as given. */
export function placeName(name: string, locale: Locale): string {
  if (locale === 'en') return name;
  return NAMES[name]?.[locale] ?? name;
}
