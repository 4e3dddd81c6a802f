import 'server-only';
import type { CheckedImport } from '@/lib/contract';
import { AppError } from '@/lib/app-error';
import type { PostingGroup } from '@/lib/posting/categories';
import { getDb } from '../../platform/db/client';
import { importJobs, importRows, type User } from '../../platform/db/schema';
import { assertMayPost } from '../posting/service';
import { CATEGORY_HEADER, EXTERNAL_ID, headerIndex, normHeader, POST_TYPE_HEADER, type Column } from './columns';
import { decodeCsv, parseCsv } from './read-csv';
import { checkRow, type CheckedRow } from './row-check';
import { jobSummary } from './status';

// Step one of an import: read the file, check every row and keep the result as a
// job waiting for the poster's confirm. Nothing becomes a listing here; a file
// that cannot be read at all is refused whole and leaves no job behind.

function columnsOfHeader(group: PostingGroup, header: string[]): (Column | null)[] {
  const index = headerIndex(group);
  const seen = new Set<string>();
  const cols = header.map((h, i) => {
    if (h.trim() === '') return null;
    const col = index.get(normHeader(h));
    if (!col) {
      throw new AppError('validation', `Column ${i + 1} "${h.trim()}" is not a column of the ${group} template. Download the template and keep its header row`, { reason: 'header' });
    }
    if (seen.has(col.key)) throw new AppError('validation', `The column "${col.header}" appears twice in the header row`, { reason: 'header' });
    seen.add(col.key);
    return col;
  });
  for (const need of ['category', 'post_type']) {
    if (!seen.has(need)) {
      const name = need === 'category' ? CATEGORY_HEADER : POST_TYPE_HEADER;
      throw new AppError('validation', `The file has no "${name}" column. Download the template and keep its header row`, { reason: 'header' });
    }
  }
  return cols;
}

/** A later row with an external_id already used above it would overwrite that row's listing. */
function flagRepeatedIds(rows: CheckedRow[]) {
  const first = new Map<string, number>();
  for (const r of rows) {
    if (!r.externalId) continue;
    const at = first.get(r.externalId);
    if (at === undefined) first.set(r.externalId, r.rowNo);
    else {
      r.errors.push(`Row ${r.rowNo}: ${EXTERNAL_ID} "${r.externalId}" is also on row ${at}!`);
      r.body = null;
    }
  }
}

export async function checkImport(user: User, group: PostingGroup, fileName: string, bytes: Uint8Array): Promise<CheckedImport> {
  assertMayPost(user);
  const { header, records } = parseCsv(decodeCsv(bytes));
  const cols = columnsOfHeader(group, header);
  const rows: CheckedRow[] = [];
  for (const r of records) rows.push(await checkRow(group, cols, r.rowNo, r.cells));
  flagRepeatedIds(rows);
  const valid = rows.filter((r) => r.body && !r.errors.length).length;
  const db = await getDb();
  const job = await db.transaction(async (tx) => {
    const [j] = await tx.insert(importJobs)
      .values({ userId: user.id, group, fileName: fileName.slice(0, 200), total: rows.length, valid }).returning();
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(importRows).values(rows.slice(i, i + 500).map((r) => ({
        jobId: j.id, rowNo: r.rowNo, externalId: r.externalId, category: r.category?.category ?? null,
        body: r.errors.length ? null : r.body, state: r.errors.length ? 'invalid' as const : 'pending' as const, errors: r.errors,
      })));
    }
    return j;
  });
  // Every bad row, every message: the poster fixes the whole file at once.
  return { ...(await jobSummary(job)), errors: rows.flatMap((r) => r.errors) };
}
