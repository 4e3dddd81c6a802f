// "Import from a spreadsheet" on My Properties: the template, every bad row named
// with the wizard's labels, nothing posted before the confirm, the background import
// through the wizard's create/edit path, external_id idempotency, encodings, limits,
// the plan allowance and a crash halfway through.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { alertEvents, importJobs, importRows, listings } from '@/server/platform/db/schema';
import { runImportJobs } from '@/server/listings/imports/worker';
import { JOBS } from '@/server/platform/jobs/catalogue';
import { WRONG_ENCODING } from '@/server/listings/imports/read-csv';
import { FILE_TOO_LARGE } from '@/server/listings/imports/routes';
import { createListing } from '@/server/listings/posting/service';
import { categoryOf } from '@/lib/posting/categories';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, userRow } from '../helpers/account-fixtures';
import { givePlan } from '../helpers/plans';
import { csvOf, rowOf, uploadCsv, utf16, waitForImport } from '../helpers/import-csv';

const t = useTestDb();
const BASE = '/api/user/my-property/import';
const listingsOf = async (userId: number) =>
  Number((await t.db.select({ n: count() }).from(listings).where(eq(listings.userId, userId)))[0].n);
const jobsOf = async (userId: number) =>
  Number((await t.db.select({ n: count() }).from(importJobs).where(eq(importJobs.userId, userId)))[0].n);

let agent: Awaited<ReturnType<typeof accountUser>>;
beforeAll(async () => {
  agent = await accountUser(t.db, 'agent');
  await givePlan(t.db, agent.id, { listings: 100 });
});

describe('the template', () => {
  it('is the wizard fields of a group under their labels, with external_id, as UTF-8 CSV with a BOM', async () => {
    const res = await fetchTemplate('residential');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('gharbazaar-residential-import-template.csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const header = bytes.subarray(3).toString('utf8').trim().split(',');
    expect(header.slice(0, 3)).toEqual(['external_id', 'Property type', 'Sale or rent']);
    expect(header).toEqual(expect.arrayContaining(['Bedrooms (BHK)', 'Super built-up area', 'Price', 'Available from', 'Description', 'Amenities']));
    const farm = (await (await fetchTemplate('agriculture')).text()).slice(1);
    expect(farm).toContain('Land area');
    expect(farm).toContain('Water source');
  });

  it('answers a clear 400 for an unknown group', async () => {
    const r = await call('GET', `${BASE}/template?group=castles`);
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('group must be one of: residential, commercial, agriculture');
  });
});

async function fetchTemplate(group: string) {
  const { dispatch } = await import('@/server/platform/routes');
  return dispatch(new Request(`http://localhost${BASE}/template?group=${group}`));
}

describe('checking a file', () => {
  it('lists every bad row by number, label and message, and posts nothing before the confirm', async () => {
    const csv = csvOf('residential', [
      rowOf('apartment', 'sale', 'A-1'),
      rowOf('apartment', 'rent', 'A-2'),
      rowOf('villa', 'sale', 'A-3', { bedrooms: '' }),
      rowOf('apartment', 'sale', 'A-4', { category: 'Castle' }),
      rowOf('apartment', 'rent', 'A-5', { available_from: '', price: 'lots', furnishing: 'Semi-Furnished' }),
      rowOf('plot', 'sale', 'A-6'),
      rowOf('apartment', 'sale', 'A-1'),
    ]);
    const r = await uploadCsv(agent.token, 'residential', csv);
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'checked', total: 7, valid: 3, invalid: 4, processed: 0 });
    expect(r.body.data.errors).toEqual([
      'Row 4: Bedrooms (BHK) is required!',
      'Row 5: Property type must be one of: Flat/Apartment, Residential House, Residential Plot, Villa/Bungalow!',
      'Row 6: Price must be a number!',
      'Row 6: Available from is required!',
      'Row 8: external_id "A-1" is also on row 2!',
    ]);
    expect(r.body.message).toBe('4 of 7 rows have errors');
    expect(await listingsOf(agent.id)).toBe(0);
  });

  it('confirms: the good rows become listings in the background, shown with progress, in My Properties', async () => {
    const csv = csvOf('residential', [
      rowOf('apartment', 'sale', 'B-1'), rowOf('villa', 'rent', 'B-2', { furnishing: 'FURNISHED', pets_allowed: 'Y' }),
      rowOf('plot', 'sale', 'B-3'), rowOf('apartment', 'sale', 'B-4', { bathrooms: '0' }),
    ]);
    const checked = await uploadCsv(agent.token, 'residential', csv);
    expect(checked.body.data.errors).toEqual(['Row 5: Bathrooms must be at least 1!']);
    const before = await listingsOf(agent.id);
    const ok = await call('POST', `${BASE}/confirm`, { job_id: checked.body.data.job_id }, { token: agent.token });
    expect(ok.http).toBe(200);
    expect(ok.body.data.total).toBe(4);
    const done = await waitForImport(agent.token, checked.body.data.job_id);
    expect(done.body.data).toMatchObject({ status: 'done', valid: 3, processed: 3, created: 3, updated: 0, live: 3, failed: 0, failures: [] });
    expect(await listingsOf(agent.id)).toBe(before + 3);
    const [villa] = await t.db.select().from(listings).where(and(eq(listings.userId, agent.id), eq(listings.externalId, 'B-2')));
    expect(villa).toMatchObject({ category: 'villa', postType: 'rent', status: 'approved', furnishing: 'furnished', city: 'Mysuru' });
    expect(villa.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const mine = await call('POST', '/api/user/my-property/my-property-list', {}, { token: agent.token });
    expect(JSON.stringify(mine.body.data)).toContain(String(villa.id));
  });

  it('a second upload of the same ids updates those listings instead of adding them twice', async () => {
    const rows = [rowOf('apartment', 'sale', 'C-1'), rowOf('apartment', 'rent', 'C-2')];
    const first = await uploadCsv(agent.token, 'residential', csvOf('residential', rows));
    await call('POST', `${BASE}/confirm`, { job_id: first.body.data.job_id }, { token: agent.token });
    await waitForImport(agent.token, first.body.data.job_id);
    const before = await listingsOf(agent.id);
    const again = await uploadCsv(agent.token, 'residential', csvOf('residential', [
      rowOf('apartment', 'sale', 'C-1', { price: '72,00,000' }), rows[1],
    ]));
    await call('POST', `${BASE}/confirm`, { job_id: again.body.data.job_id }, { token: agent.token });
    const done = await waitForImport(agent.token, again.body.data.job_id);
    expect(done.body.data).toMatchObject({ status: 'done', created: 0, updated: 2 });
    expect(await listingsOf(agent.id)).toBe(before);
    const [c1] = await t.db.select().from(listings).where(and(eq(listings.userId, agent.id), eq(listings.externalId, 'C-1')));
    expect(c1.price).toBe(7_200_000);
  });

  it('confirming twice starts nothing twice; another poster cannot see or confirm the job', async () => {
    const checked = await uploadCsv(agent.token, 'residential', csvOf('residential', [rowOf('apartment', 'sale', 'D-1')]));
    const id = checked.body.data.job_id;
    const other = await accountUser(t.db, 'agent');
    expect((await call('POST', `${BASE}/confirm`, { job_id: id }, { token: other.token })).body.message).toBe('Import not found');
    expect((await call('GET', `${BASE}/status?job_id=${id}`, undefined, { token: other.token })).http).toBe(404);
    await call('POST', `${BASE}/confirm`, { job_id: id }, { token: agent.token });
    await waitForImport(agent.token, id);
    const twice = await call('POST', `${BASE}/confirm`, { job_id: id }, { token: agent.token });
    expect(twice.body.data).toMatchObject({ status: 'done', created: 1 });
    const d1 = await t.db.select().from(listings).where(and(eq(listings.userId, agent.id), eq(listings.externalId, 'D-1')));
    expect(d1).toHaveLength(1);
  });

  it('a file whose every row is bad cannot be confirmed', async () => {
    const checked = await uploadCsv(agent.token, 'residential', csvOf('residential', [rowOf('apartment', 'sale', 'E-1', { price: '' })]));
    expect(checked.body.data.errors).toEqual(['Row 2: Price is required!']);
    const r = await call('POST', `${BASE}/confirm`, { job_id: checked.body.data.job_id }, { token: agent.token });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('No row of this file can be imported: fix the rows listed and upload the file again');
  });
});

describe('encodings and broken files', () => {
  const good = () => csvOf('commercial', [rowOf('office_space', 'rent', 'F-1'), rowOf('warehouse', 'sale', 'F-2', { washrooms: 'many' })]);

  it.each([
    ['UTF-8 without a BOM', () => Buffer.from(good())],
    ['UTF-8 with a BOM', () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good())])],
    ["Excel's UTF-16 LE (tab-separated Unicode Text)", () => utf16(csvOf('commercial', [rowOf('office_space', 'rent', 'F-1'), rowOf('warehouse', 'sale', 'F-2', { washrooms: 'many' })], '\t'), 'le')],
    ['UTF-16 BE with a BOM', () => utf16(good(), 'be')],
  ])('reads %s', async (_name, bytes) => {
    const r = await uploadCsv(agent.token, 'commercial', bytes());
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ total: 2, valid: 1 });
    expect(r.body.data.errors).toEqual(['Row 3: Washrooms must be a number!']);
  });

  it('keeps Indian names intact through UTF-16', async () => {
    const r = await uploadCsv(agent.token, 'residential', utf16(csvOf('residential', [rowOf('apartment', 'sale', 'G-1', { name: 'ಶ್ರೀ ನಿಲಯ ₹' })], '\t'), 'le'));
    expect(r.body.data.valid).toBe(1);
    const [row] = await t.db.select().from(importRows).where(eq(importRows.jobId, r.body.data.job_id));
    expect((row.body as { property_details: { name: string } }).property_details.name).toBe('ಶ್ರೀ ನಿಲಯ ₹');
  });

  it.each([
    ['a Latin-1 file', () => Buffer.from(good().replace('Sri', 'Sr\u00e9'), 'latin1'), 400, WRONG_ENCODING],
    ['UTF-16 without its BOM', () => utf16(good(), 'le').subarray(2), 400, WRONG_ENCODING],
    ['a quote never closed', () => Buffer.from(`${good()}"F-3,Office Space\r\n`), 400, 'The file is not a valid CSV: a quoted cell is never closed. Nothing was imported'],
    ['a header that is not the template', () => Buffer.from(`external_id,Property type,Sale or rent,Colour\r\nX,Office Space,rent,blue\r\n`), 400, 'Column 4 "Colour" is not a column of the commercial template. Download the template and keep its header row'],
    ['an empty file', () => Buffer.from(''), 400, 'Choose a CSV file to upload'],
    ['a header and no rows', () => Buffer.from(csvOf('commercial', [])), 400, 'The file has a header row but no listings'],
    ['a picture renamed .csv', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), 400, WRONG_ENCODING],
  ])('refuses %s with a clear message and keeps no job', async (_name, bytes, http, message) => {
    const jobs = await jobsOf(agent.id);
    const r = await uploadCsv(agent.token, 'commercial', bytes());
    expect(r.http).toBe(http);
    expect(r.body).toMatchObject({ status: 'fail', message });
    expect(await jobsOf(agent.id)).toBe(jobs);
  });

  it('refuses a file over 10 MB (413) and one over 5,000 rows', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const r = await uploadCsv(agent.token, 'commercial', big);
    expect(r.http).toBe(413);
    expect(r.body.message).toBe(FILE_TOO_LARGE);
    const many = csvOf('commercial', []) + 'X,Office Space,rent\r\n'.repeat(5001);
    const m = await uploadCsv(agent.token, 'commercial', many);
    expect(m.http).toBe(400);
    expect(m.body.message).toBe('The file has 5,001 rows; at most 5,000 can be imported at once. Split it into smaller files');
  });

  it('needs a login, and a buyer is told to choose a role first', async () => {
    expect((await uploadCsv('', 'residential', good())).http).toBe(401);
    const buyer = await accountUser(t.db, 'buyer');
    const r = await uploadCsv(buyer.token, 'residential', good());
    expect(r.http).toBe(403);
  });
});

describe('the usual rules', () => {
  it('rows beyond the plan allowance are reported, not dropped silently; moderation holds what it holds', async () => {
    const owner = await accountUser(t.db, 'owner');
    const csv = csvOf('residential', [
      rowOf('apartment', 'sale', 'H-1', { description: 'Lovely flat near the park, call 98450 12345 for a visit any day.' }),
      rowOf('apartment', 'rent', 'H-2'),
      rowOf('villa', 'sale', 'H-3'),
    ]);
    const checked = await uploadCsv(owner.token, 'residential', csv);
    await call('POST', `${BASE}/confirm`, { job_id: checked.body.data.job_id }, { token: owner.token });
    const done = await waitForImport(owner.token, checked.body.data.job_id);
    // The first waits for review (a phone number) and takes the one place of the free allowance.
    expect(done.body.data).toMatchObject({ status: 'done', processed: 3, created: 1, live: 0, pending_review: 1, failed: 2 });
    expect(done.body.data.failures).toEqual([
      'Row 3: You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans',
      'Row 4: You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans',
    ]);
    expect(await listingsOf(owner.id)).toBe(1);
  });
});

describe('several servers', () => {
  it('two workers on one job take each row once (SKIP LOCKED): every row created, none updated', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => rowOf('apartment', 'rent', `M-${i + 1}`));
    const checked = await uploadCsv(agent.token, 'residential', csvOf('residential', rows));
    const jobId = checked.body.data.job_id as number;
    const before = await listingsOf(agent.id);
    // Queued as confirm does, without this process's own drain: two "servers" race for it.
    await t.db.update(importJobs).set({ status: 'queued' }).where(eq(importJobs.id, jobId));
    const drain = async () => { while ((await runImportJobs()) > 0) { /* batches */ } };
    await Promise.all([drain(), drain()]);
    const done = await waitForImport(agent.token, jobId);
    expect(done.body.data).toMatchObject({ status: 'done', processed: 12, created: 12, updated: 0, failed: 0 });
    expect(await listingsOf(agent.id)).toBe(before + 12);
    // Saved-search alerts: each live listing queued its alert event, as a wizard post does.
    const ids = (await t.db.select({ id: importRows.listingId }).from(importRows).where(eq(importRows.jobId, jobId))).map((r) => r.id!);
    const events = await t.db.select().from(alertEvents).where(and(eq(alertEvents.kind, 'property'), inArray(alertEvents.itemId, ids)));
    expect(events).toHaveLength(12);
  });
});

describe('nobody watching', () => {
  it('the fleet\'s imports job finishes a confirmed import that no status poll drains', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => rowOf('apartment', 'rent', `W-${i + 1}`));
    const checked = await uploadCsv(agent.token, 'residential', csvOf('residential', rows));
    const jobId = checked.body.data.job_id as number;
    const before = await listingsOf(agent.id);
    // Queued as a confirm leaves it, on a server that then died before draining it.
    await t.db.update(importJobs).set({ status: 'queued' }).where(eq(importJobs.id, jobId));
    await JOBS.find((j) => j.name === 'imports')!.run();
    const [job] = await t.db.select().from(importJobs).where(eq(importJobs.id, jobId));
    expect(job.status).toBe('done');
    expect(await listingsOf(agent.id)).toBe(before + 3);
  });
});

describe('a crash halfway through', () => {
  it('resumes from the rows left, and a row posted just before the crash is not posted twice', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => rowOf('apartment', i % 2 ? 'rent' : 'sale', i === 4 ? '' : `K-${i + 1}`));
    const checked = await uploadCsv(agent.token, 'residential', csvOf('residential', rows));
    const jobId = checked.body.data.job_id as number;
    expect(checked.body.data.valid).toBe(6);
    const before = await listingsOf(agent.id);
    // What a server does until it dies: queue the job, claim rows 2-3 and 6, post row 3
    // and row 6 (no external_id: it gets the import's own), then never mark them done.
    await t.db.update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, jobId));
    const now = new Date();
    await t.db.update(importRows).set({ state: 'claimed', claimedAt: now })
      .where(and(eq(importRows.jobId, jobId), isNotNull(importRows.body), eq(importRows.rowNo, 2)));
    for (const rowNo of [3, 6]) {
      const [r] = await t.db.update(importRows).set({ state: 'claimed', claimedAt: now })
        .where(and(eq(importRows.jobId, jobId), eq(importRows.rowNo, rowNo))).returning();
      await createListing(categoryOf('apartment')!, await userRow(t.db, agent.id), r.body as never,
        { externalId: r.externalId ?? `gb-import-${jobId}-${rowNo}` });
    }
    // Another server carries on: the fresh claims are left alone until their lease runs out.
    while ((await runImportJobs(now)) > 0) { /* batches */ }
    const mid = await call('GET', `/api/user/my-property/import/status?job_id=${jobId}`, undefined, { token: agent.token });
    expect(mid.body.data).toMatchObject({ status: 'running', processed: 3 });
    const later = new Date(now.getTime() + 3 * 60_000);
    while ((await runImportJobs(later)) > 0) { /* batches */ }
    const done = await waitForImport(agent.token, jobId);
    expect(done.body.data).toMatchObject({ status: 'done', processed: 6, created: 4, updated: 2, failed: 0 });
    expect(await listingsOf(agent.id)).toBe(before + 6);
  });
});
