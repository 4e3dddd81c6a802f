import 'server-only';
import type { LocalityIndex } from './locality-index';
import { trigramSequence, WORD_SIMILARITY_THRESHOLD, wordSimilarity } from './trigrams';

// The three ways a typed text matches a locality, over the in-memory index.
// Entry positions double as name order (see locality-index.ts).

/** First position in sorted `arr` whose value is >= key. */
function lowerBound(arr: string[], key: string): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The positions [from, to) of sorted `arr` whose value starts with q. */
function prefixRange(arr: string[], q: string): [number, number] {
  return [lowerBound(arr, q), lowerBound(arr, `${q}\uffff`)];
}

/** Names starting with q: a range of positions (every city). */
export const namePrefix = (ix: LocalityIndex, q: string) => prefixRange(ix.lowers, q);

/** Positions in one city whose name starts with q, ascending. */
export function cityNamePrefix(ix: LocalityIndex, city: number, q: string): Int32Array {
  const members = ix.byCity[city];
  if (!members) return new Int32Array(0);
  let lo = 0;
  let hi = members.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ix.lowers[members[mid]] < q) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < members.length && ix.lowers[members[end]].startsWith(q)) end++;
  return members.subarray(lo, end);
}

function nextGeneration(ix: LocalityIndex): number {
  ix.generation = (ix.generation + 1) >>> 0;
  if (ix.generation === 0) {
    ix.stamp.fill(0);
    ix.generation = 1;
  }
  return ix.generation;
}

/**
 * Word prefixes: a later word of the name starts with q ("nagar" -> "Gandhi
 * Nagar"), the name itself not. Positions ascending, each once.
 */
export function wordPrefix(ix: LocalityIndex, q: string): Int32Array {
  const [from, to] = prefixRange(ix.suffixes, q);
  const gen = nextGeneration(ix);
  const out: number[] = [];
  for (let k = from; k < to; k++) {
    const e = ix.suffixOwner[k];
    if (ix.stamp[e] === gen || ix.lowers[e].startsWith(q)) continue;
    ix.stamp[e] = gen;
    out.push(e);
  }
  return Int32Array.from(out).sort();
}

export type Similar = { entry: number; sim: number };

/** Entries holding trigram t, each once. */
const holders = (ix: LocalityIndex, t: number) => ix.post.subarray(ix.postStart[t], ix.postStart[t + 1]);

/** How many of the query's trigrams (marked in queryMask) the entry's name holds. */
function sharedTrigrams(ix: LocalityIndex, e: number): number {
  let n = 0;
  for (let k = ix.distinctStart[e]; k < ix.distinctStart[e + 1]; k++) n += ix.queryMask[ix.distinct[k]];
  return n;
}

/**
 * Typos: names with a stretch similar to q (pg_trgm `q <% name`), that are
 * not prefix or word-prefix matches. `keep` picks the cities to look in.
 * A name can only reach the threshold when it holds `need` (60%) of q's
 * distinct trigrams, so it is on at least one of the (known - need + 1)
 * shortest trigram lists: those lists give the candidates, and common
 * trigrams ("  n", "ar ") are never walked.
 */
export function similarNames(ix: LocalityIndex, q: string, keep: (city: number) => boolean): Similar[] {
  const qIds = new Set<number>();
  let qSize = 0;
  for (const t of new Set(trigramSequence(q))) {
    qSize += 1;
    const id = ix.trigramIds.get(t);
    if (id !== undefined) qIds.add(id);
  }
  const need = Math.floor((3 * qSize + 4) / 5); // ceil(0.6 * qSize) in integers
  const lists = [...qIds].map((t) => holders(ix, t)).sort((a, b) => a.length - b.length);
  const walk = lists.length - need + 1;
  if (!qSize || walk <= 0) return [];
  const gen = nextGeneration(ix);
  for (const t of qIds) ix.queryMask[t] = 1;
  const inQuery = (id: number) => ix.queryMask[id] === 1;
  const found: Similar[] = [];
  try {
    for (const list of lists.slice(0, walk)) {
      for (const e of list) {
        if (ix.stamp[e] === gen) continue;
        ix.stamp[e] = gen;
        if (!keep(ix.cityOf[e]) || sharedTrigrams(ix, e) < need) continue;
        const lower = ix.lowers[e];
        if (lower.startsWith(q) || lower.includes(` ${q}`)) continue;
        const sim = wordSimilarity(ix.seq.subarray(ix.seqStart[e], ix.seqStart[e + 1]), qSize, inQuery);
        if (sim >= WORD_SIMILARITY_THRESHOLD) found.push({ entry: e, sim });
      }
    }
  } finally {
    for (const t of qIds) ix.queryMask[t] = 0;
  }
  return found.sort((a, b) => b.sim - a.sim || a.entry - b.entry);
}
