import { parsePolygon, polygonProblem } from '@/lib/map/geo';
import 'server-only';
import type { SavedSearchApi, SavedSearchDeleted } from '@/lib/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import * as yup from 'yup';
import { AppError } from '@/lib/app-error';
import { parseSearchId, splitSearchId, toApiBody, type SearchGroup } from '@/lib/search-route';
import { searchTitle } from '@/lib/search-title';
import { getDb } from '../../platform/db/client';
import { capKey, withCap } from '../../platform/db/cap';
import { savedSearches, type User } from '../../platform/db/schema';
import { validate } from '../../platform/http/validate';
import { listingSearchBody, pgSearchBody } from '../../catalog';
import { giveConsent } from '../../accounts';
import { matchKeyOf } from './match-key';
import { ownRow } from '../../platform/http/authorize';

// Saved searches: the results page's route id is kept with the exact search-v2
// body it ran (server/messaging/alerts/match-many.ts matches new items with it) and the
// body's prefilter key (match-key.ts). The posted-since flags are dropped: an
// alert is about new items anyway.

export const MAX_SAVED_SEARCHES = 20;
const GROUPS = ['residential', 'commercial', 'agriculture', 'pg'] as const;

const frequency = yup.string().typeError('frequency must be text').oneOf(['instant', 'daily'], 'frequency must be instant or daily');
const channel = yup.string().typeError('channel must be text').oneOf(['email', 'sms'], 'channel must be email or sms');

export const createSchema = yup.object({
  search_group: yup.string().typeError('search_group must be text').oneOf([...GROUPS], `search_group must be one of ${GROUPS.join(', ')}`).required('search_group is required'),
  search_id: yup.string().typeError('search_id must be text').max(4000, 'search_id is too long').required('search_id is required'),
  city: yup.string().typeError('city must be text').trim().max(100).nullable().optional(),
  name: yup.string().typeError('name must be text').trim().max(120, 'name must be at most 120 characters').nullable().optional(),
  frequency: frequency.default('instant'),
  channel: channel.default('sms'),
  price_drops: yup.boolean().typeError('price_drops must be true or false').default(false),
});

export const updateSchema = yup.object({
  id: yup.number().typeError('id must be a number').integer().positive('id must be a positive number').required('id is required'),
  name: yup.string().typeError('name must be text').trim().min(1, 'name is required').max(120, 'name must be at most 120 characters').optional(),
  frequency: frequency.optional(),
  channel: channel.optional(),
  price_drops: yup.boolean().typeError('price_drops must be true or false').optional(),
});

type Row = typeof savedSearches.$inferSelect;
const toApi = (r: Row): SavedSearchApi => ({
  id: r.id, name: r.name, search_group: r.searchGroup, search_id: r.searchId,
  search_path: `/search/${r.searchGroup}/${r.searchGroup === 'pg' ? 'type=pg' : r.searchId}`,
  frequency: r.frequency, channel: r.channel, price_drops: r.priceDrops, created_at: r.createdAt.toISOString(),
});

function assertChannel(user: User, ch: string) {
  if (ch === 'email' && !user.email) {
    throw new AppError('validation', 'Add an e-mail address to your profile to get e-mail alerts', { field: 'channel' });
  }
}

/** A drawn area the page would quietly drop is a 400 here: the alert would match everywhere. */
function assertArea(searchId: string) {
  const raw = splitSearchId(searchId).get('area');
  if (!raw) return;
  const problem = polygonProblem(parsePolygon(raw));
  if (problem) throw new AppError('validation', problem.message, { field: problem.field });
}

export async function createSavedSearch(user: User, input: yup.InferType<typeof createSchema>) {
  assertChannel(user, input.channel);
  const group = input.search_group as SearchGroup;
  const state = parseSearchId(input.search_id);
  assertArea(input.search_id);
  if (group === 'pg') state.type = 'pg';
  else if (state.type === 'pg') state.type = 'sale';
  state.postedSince = '';
  const fallbackCity = input.city || user.cityName || 'Bengaluru';
  const raw = { ...toApiBody(group, state, { fallbackCity, sort: 'relevance' }), today: false, yesterday: false, thisWeek: false, thisMonth: false };
  const body = await validate(group === 'pg' ? pgSearchBody : listingSearchBody(group), raw);
  const db = await getDb();
  const name = input.name || searchTitle(group, state, fallbackCity);
  const key = await matchKeyOf(group, body);
  // Counted and saved under the user's lock (server/platform/db/cap.ts): parallel saves stop at the limit.
  const row = await withCap(db, capKey('saved-searches', user.id), async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, user.id));
    if (n >= MAX_SAVED_SEARCHES) throw new AppError('conflict', `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one first.`);
    const [saved] = await tx.insert(savedSearches).values({
      userId: user.id, name, searchGroup: group, searchId: input.search_id, body,
      frequency: input.frequency, channel: input.channel, priceDrops: input.price_drops, ...key,
    }).returning();
    // Saving an alert is the request for it: the consent record (given again after a withdrawal).
    await giveConsent(tx, user.id, input.channel === 'sms' ? 'alerts_sms' : 'alerts_email', 'save_search');
    return saved;
  });
  return toApi(row);
}

export async function listSavedSearches(userId: number) {
  const db = await getDb();
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.id));
  return rows.map(toApi);
}

async function own(userId: number, id: number) {
  const db = await getDb();
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return { db, row: ownRow(userId, 'saved-search', row) };
}

export async function updateSavedSearch(user: User, input: yup.InferType<typeof updateSchema>) {
  const { db, row: was } = await own(user.id, input.id);
  if (input.channel) assertChannel(user, input.channel);
  const set = Object.fromEntries(Object.entries({ name: input.name, frequency: input.frequency, channel: input.channel, priceDrops: input.price_drops })
    .filter(([, v]) => v !== undefined));
  // The body never changes on an edit; the match key is made again anyway, so a row keyed by an older rule is put right.
  const [row] = Object.keys(set).length
    ? await db.update(savedSearches).set({ ...set, ...await matchKeyOf(was.searchGroup, was.body) })
      .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, user.id))).returning()
    : await db.select().from(savedSearches).where(eq(savedSearches.id, input.id));
  return toApi(row);
}

export async function deleteSavedSearch(userId: number, id: number): Promise<SavedSearchDeleted> {
  const { db } = await own(userId, id);
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
  return { id, deleted: true };
}
