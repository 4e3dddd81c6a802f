import 'server-only';

// GeoNames' Indian postal data names post offices, not places: "Mysuru H.O",
// "Lakshmipuram (Mysuru)", "DheolaB.O", "Palavakkam (TiruvallB.O". These pure
// helpers turn such names into what a visitor would type and read.

// Post-office kinds: Head/Sub/Branch Office, (Town) Sub Office, General Post
// Office, Mukhya Dak Ghar, plus the "Non-Delivery", "Extra-Departmental" and
// "Gramin Dak Sevak" markers that sit in front of them.
const DOTTED_OFFICE = String.raw`(?:G\.P\.O\.?|T\.S\.O\.?|[HSBP]\.O\.?)`;
const BARE_OFFICE = String.raw`(?:GPO|MDG|HO|SO|BO|PO|TSO)`;
const OFFICE_MARKER = String.raw`(?:NDS|ND|EDB|ED|GDS|GD)`;

// Spaced: "Mysuru H.O", "Nagpur GPO", "Upleta ND T.S.O", "Ambada E B.O".
const SPACED_SUFFIX = new RegExp(String.raw`\s+(?:${DOTTED_OFFICE}|${BARE_OFFICE}|${OFFICE_MARKER})\.?$`);
// Glued after a word: "DheolaB.O", "Sector 27(Chandigarh)S.O", "Thygarayanagar South NDS.O".
// Only dotted forms: undotted ones ("...SO") could be part of a real word.
const GLUED_SUFFIX = new RegExp(String.raw`(?<=[A-Za-z).])(?:${OFFICE_MARKER}\.?)?${DOTTED_OFFICE}$`);

// Small words that stay lower-case inside a name ("Majnu ka Tila").
const JOINERS = new Set(['ka', 'ki', 'ke', 'ko', 'of', 'for', 'and', 'the', 'de', 'da', 'di', 'la', 'e', 'no', 'ni', 'nu', 'na']);

/** Drops trailing post-office kinds, repeatedly ("X ND T.S.O" -> "X"). */
export function stripPostOfficeSuffix(name: string): string {
  let s = name.trim();
  for (;;) {
    const next = s.replace(SPACED_SUFFIX, '').replace(GLUED_SUFFIX, '').trim();
    if (next === s) return s;
    s = next;
  }
}

/** Removes "(...)" qualifiers, including an unclosed trailing "(Tiruvall". */
export function stripBrackets(name: string): string {
  const s = name.replace(/\([^()]*\)/g, ' ').replace(/\([^()]*$/, ' ');
  return s.replace(/[()]/g, ' ');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Fixes shouting and lower-case words without touching acronyms: a name with
 * no lower-case letters ("KUVADAVA", "BSF GANDHINAGAR") gets its long words
 * title-cased; lower-case words ("Viman nagar") get a capital, joiners aside.
 */
export function normaliseCase(name: string): string {
  const shouting = !/[a-z]/.test(name);
  return name
    .split(' ')
    .map((w, i) => {
      if (shouting && /^[A-Z]{5,}$/.test(w)) return capitalise(w.toLowerCase());
      if (/^[a-z]/.test(w) && (i === 0 || !JOINERS.has(w))) return capitalise(w);
      return w;
    })
    .join(' ');
}

/** Display name of a GeoNames place name, or '' when nothing is left. */
export function cleanPlaceName(raw: string): string {
  const noOffice = stripPostOfficeSuffix(raw.replace(/\s+/g, ' '));
  let s = stripBrackets(noOffice);
  // A name that is only a bracket, e.g. "(Gandhinagar)", keeps its content.
  if (!s.trim()) s = noOffice.replace(/[()]/g, ' ');
  s = stripPostOfficeSuffix(s.replace(/\s+/g, ' ').trim());
  s = s.replace(/^[\s.,\-/&]+|[\s,\-/&]+$/g, '').replace(/\s+([,.])/g, '$1');
  return normaliseCase(s.replace(/\s+/g, ' ').trim());
}

// Counters and back offices of the post named after a building or a service,
// not a place: "Bangalore Sub Foreign Post", "Kandivali East Extn Counter".
const POSTAL_FACILITY = new RegExp(
  String.raw`\b(?:Ext(?:n|ension)?\.?\s+Counter|Foreign Post|Sub Foreign|Postal (?:SB|Stores|Trai?ning)|Sorting|` +
    String.raw`Speed Post|RMS|Dist Offices|Public Office|Delivery Office|Accounts Office|Post Office)\b`,
  'i',
);

/** True for post-office facilities that no visitor would search as a locality. */
export function isPostalFacility(name: string): boolean {
  return POSTAL_FACILITY.test(name);
}

/** Comparison key: lower case, dots and spaces ignored ("J.P.Nagar" = "J P Nagar"). */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[.\s]+/g, '');
}
