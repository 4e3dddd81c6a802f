// The in-memory typo rule must agree with pg_trgm, which it replaces: the same
// word similarity for the same pairs, on PGlite and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { trigramSequence, wordSimilarity } from '@/server/catalog/search/localities/trigrams';

const t = useTestDb();

const PAIRS: [string, string][] = [
  ['word', 'two words'],
  ['vijaynagar', 'vijayanagar'],
  ['vijaynagar', 'vijayanagar 2nd stage'],
  ['koramangla', 'koramangala 4th block'],
  ['nagar', 'kuvempunagar'],
  ['nagar', 'gandhi nagar'],
  ['whitefeld', 'whitefield'],
  ['andheri east', 'andheri (east)'],
  ['jp nagar', 'j.p. nagar 7th phase'],
  ['sector 15', 'sector-15 gurgaon'],
  ['abcd', 'xyz'],
  ['indiranagar', 'indira nagar'],
];

function ours(q: string, name: string): number {
  const ids = new Map<string, number>();
  const id = (tg: string) => ids.get(tg) ?? ids.set(tg, ids.size).get(tg)!;
  const qIds = new Set(trigramSequence(q).map(id));
  const seq = trigramSequence(name).map(id);
  return wordSimilarity(seq, qIds.size, (x) => qIds.has(x));
}

describe('typo similarity', () => {
  it('equals pg_trgm word_similarity for names with typos, spaces, digits and punctuation', async () => {
    for (const [q, name] of PAIRS) {
      const res = (await t.db.execute(sql`select word_similarity(${q}, ${name})::float8 as s`)) as unknown as
        { rows: { s: number }[] };
      expect(ours(q, name), `${q} / ${name}`).toBeCloseTo(res.rows[0].s, 5);
    }
  });
});
