'use client';
import { useCallback } from 'react';
import { formatPrice } from '@/lib/format/price';
import { roomTypeLabel } from '@/lib/pg-posting/options';
import { confirmPg, deletePg, myPgList, myPgStatistics, type MyPgItem } from '@/services/api/pgs';
import { MyItemCard } from '@/components/posting/my-item-card';
import { MyItems } from './my-items';

/** /profile-pages/my-pg: the caller's PGs with status, rents per sharing, figures and actions. */
export function MyPgs() {
  const load = useCallback((page: number) => myPgList({ page_no: page }), []);
  return (
    <MyItems<MyPgItem> label="Your PGs" empty="You have not posted any PG yet" postHref="/post-pg/pg" postLabel="Post a PG"
      load={load} title={(p) => p.title} remove={(p) => deletePg(p.pg_id)} renew={(p) => confirmPg(p.pg_id)}
      card={(p, busy, onDelete, onRenew) => (
        <MyItemCard key={p.pg_id} busy={busy} onDelete={onDelete} onRenew={onRenew} stats={() => myPgStatistics(p.pg_id)}
          item={{ id: p.pg_id, title: p.title, status: p.status, reasons: p.reasons, cover: p.cover, views: p.views, saves: p.saves,
            leads: p.leads, detail_url: p.detail_url, edit_url: `/post-pg/pg?edit=${p.pg_id}`, price: `From ${formatPrice(p.price)} / month` }}>
          <p className="small mb-1">{p.rooms.map((r) => `${roomTypeLabel(r.room_type)}: ${formatPrice(r.rent)}`).join(' · ')}</p>
        </MyItemCard>
      )} />
  );
}
