// Which postal places make up one area. People search "Koramangala"; the
// postal file has "Koramangala", "Koramangala I Block" and "Koramangala VI Bk"
// (and "Vijaynagar II Stage", "Rajajinagar IVth Block", "JP Nagar VIII phase").
// A name's family key writes numbers one way (I, 1st, First -> 1) and the
// sub-area words one way (Bk, Blk -> block; Stg -> stage; Ph -> phase; Sec ->
// sector); its parent keys are that key with trailing sub-areas taken off one
// at a time ("banashankari 3 stage 2 phase" -> "banashankari 3 stage" ->
// "banashankari"). A chosen place covers every place of its city whose key is
// its key (a spelling variant) or whose parent keys hold its key (a block,
// stage or phase of it); a chosen block covers only itself and its phases.
// Pure: used by the in-memory locality index (server/catalog/search/localities/locality-index.ts).

const ROMAN: Record<string, number> = {
  i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12,
};
const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
const SUB_AREA: Record<string, string> = {
  block: 'block', blk: 'block', bk: 'block', blck: 'block',
  stage: 'stage', stg: 'stage', stge: 'stage',
  phase: 'phase', ph: 'phase', phs: 'phase',
  sector: 'sector', sec: 'sector', sect: 'sector',
};
const DESIGNATORS = new Set(Object.values(SUB_AREA));
/** A parent shorter than this is no area ("b" of "B Block"). */
const MIN_PARENT = 3;

function numberOf(token: string): number | undefined {
  const ordinal = /^(\d+)(st|nd|rd|th)?$/.exec(token);
  if (ordinal) return Number(ordinal[1]);
  const roman = /^([ivx]+)(st|nd|rd|th)?$/.exec(token);
  if (roman && ROMAN[roman[1]] !== undefined) return ROMAN[roman[1]];
  return ORDINAL_WORDS[token];
}

function keyTokens(name: string): string[] {
  const words = name.toLowerCase().replace(/\./g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (!words) return [];
  return words.split(' ').map((w) => {
    const n = numberOf(w);
    return n !== undefined ? String(n) : SUB_AREA[w] ?? w;
  });
}

/** "Koramangala VI Bk" -> "koramangala 6 block". */
export function familyKey(name: string): string {
  return keyTokens(name).join(' ');
}

const isNumber = (t: string | undefined) => !!t && /^\d+$/.test(t);
const isLetter = (t: string | undefined) => !!t && /^\p{L}$/u.test(t);
const isDesignator = (t: string | undefined) => !!t && DESIGNATORS.has(t);

/** How many trailing tokens form one sub-area ("6 block", "4 t block", "sector 2"), 0 if none. */
function trailingSubArea(t: string[]): number {
  const n = t.length;
  if (isDesignator(t[n - 1])) {
    if (isNumber(t[n - 2])) return 2;
    if (isLetter(t[n - 2])) return isNumber(t[n - 3]) ? 3 : 2;
    return 0;
  }
  if ((isNumber(t[n - 1]) || isLetter(t[n - 1])) && isDesignator(t[n - 2])) return 2;
  return 0;
}

/** "Banashankari III Stage II Phase" -> ["banashankari 3 stage", "banashankari"]. */
export function parentKeys(name: string): string[] {
  const t = keyTokens(name);
  const out: string[] = [];
  for (let cut = trailingSubArea(t); cut > 0 && cut < t.length; cut = trailingSubArea(t)) {
    t.length -= cut;
    const parent = t.join(' ');
    if (parent.length < MIN_PARENT) break;
    out.push(parent);
  }
  return out;
}
