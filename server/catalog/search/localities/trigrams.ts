import 'server-only';

// Trigram word similarity as PostgreSQL's pg_trgm defines it, for the
// in-memory locality index: words are runs of letters and digits, each padded
// with two spaces in front and one behind ("  ab", "ab " ...), and
// word_similarity(q, name) is the best Jaccard similarity between q's
// trigram set and the trigrams of any contiguous stretch of the name's
// trigram sequence. `q <% name` (the typo rule of autocomplete) is
// word_similarity >= 0.6, pg_trgm's default threshold.

const WORD = /[\p{L}\p{N}]+/gu;

/** The name's trigrams in order (repeats kept), pg_trgm style. */
export function trigramSequence(lower: string): string[] {
  const out: string[] = [];
  for (const [word] of lower.matchAll(WORD)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

export const WORD_SIMILARITY_THRESHOLD = 0.6;

/**
 * Best similarity of a query with `qSize` distinct trigrams against the name's
 * sequence `seq` (trigram ids); `inQuery(id)` says whether an id is one of
 * the query's. Stretches start and end on a query trigram: extending a stretch
 * by a trigram the query lacks only lowers the score.
 */
export function wordSimilarity(seq: ArrayLike<number>, qSize: number, inQuery: (id: number) => boolean): number {
  let best = 0;
  const n = seq.length;
  const seen = new Set<number>();
  for (let s = 0; s < n; s++) {
    if (!inQuery(seq[s])) continue;
    seen.clear();
    let common = 0;
    for (let e = s; e < n; e++) {
      const id = seq[e];
      if (seen.has(id)) continue;
      seen.add(id);
      if (!inQuery(id)) continue;
      common += 1;
      const score = common / (qSize + seen.size - common);
      if (score > best) best = score;
    }
    if (best === 1) break;
  }
  return best;
}
