import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { CLONE_MAX_DISTANCE } from './duplicates';

export type EarlierListing = { id: number; createdAt: Date; endedAt: Date; price: number };

/**
 * Earlier listings of the SAME poster, in the same city and locality at the same address,
 * that share a photo with this one (perceptual hashes within CLONE_MAX_DISTANCE bits, the
 * cloned-ad check's measure): the "re-listed" part of a listing's history.
 * duplicates.ts looks at other posters' live ads; this looks at the poster's own past ones
 * (any status: a deleted or expired ad is exactly what a re-list hides). One poster's photos
 * are few, so they are compared directly (photos_user_idx) rather than through the bands.
 */
export async function findEarlierListings(db: Db, listingId: number): Promise<EarlierListing[]> {
  const found = await rows(db, sql`
    select distinct o.id, o.created_at, o.price,
      case when o.status = 'deleted' then o.updated_at
           else least(coalesce(o.expires_at, o.updated_at), greatest(o.updated_at, o.created_at)) end as ended_at
    from listings l
    join listing_images li on li.kind = 'property' and li.item_id = l.id
    join photos p on p.id = li.photo_id
    join photos q on q.user_id = l.user_id
      and bit_count((q.phash # p.phash)::bit(64)) <= ${CLONE_MAX_DISTANCE}
    join listing_images oi on oi.photo_id = q.id and oi.kind = 'property' and oi.item_id <> l.id
    join listings o on o.id = oi.item_id and o.user_id = l.user_id and o.created_at < l.created_at
      and o.city = l.city and lower(o.locality) = lower(l.locality)
      and lower(coalesce(o.address, '')) = lower(coalesce(l.address, ''))
    where l.id = ${listingId}
    order by o.created_at desc`);
  return found.map((r) => ({ id: Number(r.id), createdAt: new Date(r.created_at as string), endedAt: new Date(r.ended_at as string),
    price: Number(r.price) }));
}
