import 'server-only';
import { and, eq } from 'drizzle-orm';
import * as yup from 'yup';
import { AppError } from '@/lib/app-error';
import type { DetailKind } from '@/lib/detail-url';
import type { Db } from '../../platform/db/client';
import { listingCategory } from '../../platform/db/schema';
import { ITEM_TABLES } from '../../platform/items/tables';
import { isLive } from '../../platform/items/live';

// The (property_id, property_type) pair that saved properties and callbacks
// both receive, resolved to one item of listings, pgs or projects.

// Clients send the card's group (lib/card.ts bookmarkType) or, from older
// screens, the listing's category ('villa'): both mean a row of listings.
const PROPERTY_TYPES = new Set<string>(['residential', 'commercial', 'agriculture', 'property', ...listingCategory.enumValues]);
const PROJECT_TYPES = new Set(['project', 'residential_project', 'residentialproject']);

export function kindOf(propertyType: string): DetailKind | null {
  const t = propertyType.trim().toLowerCase();
  if (PROPERTY_TYPES.has(t)) return 'property';
  if (t === 'pg') return 'pg';
  if (PROJECT_TYPES.has(t)) return 'project';
  return null;
}

export const itemRefFields = {
  property_id: yup.number().typeError('property_id must be a number').integer('property_id must be a whole number')
    .positive('property_id must be a positive number').max(2147483647, 'property_id is too large')
    .required('property_id is required'),
  property_type: yup.string().typeError('property_type must be a string').trim()
    .required('property_type is required')
    .test('known-type', 'property_type must be residential, commercial, agriculture, pg or project', (v) => !v || !!kindOf(v)),
};

export type LiveItem = { kind: DetailKind; id: number; ownerId: number };

/** The approved item, or a 404: unpublished items cannot be saved or asked about. */
export async function approvedItem(db: Db, propertyType: string, id: number): Promise<LiveItem> {
  const kind = kindOf(propertyType);
  if (!kind) throw new AppError('validation', 'property_type must be residential, commercial, agriculture, pg or project');
  const t = ITEM_TABLES[kind];
  const [row] = await db.select({ ownerId: t.userId }).from(t)
    .where(and(eq(t.id, id), isLive(t))).limit(1);
  if (!row) throw new AppError('not_found', 'Property not found');
  return { kind, id, ownerId: row.ownerId };
}
