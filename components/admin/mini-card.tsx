import Link from 'next/link';
import { formatPrice } from '@/lib/format/price';

export type MiniCardData = { id: number; title: string; url: string; price: number | null; locality?: string | null; city?: string | null; image?: string | null } | null;

/** An item as the desk shows it: cover, linked title, price and place. */
export function MiniCard({ card, label }: { card: MiniCardData; label?: string }) {
  if (!card) return <p className="text-muted small">No longer listed</p>;
  return (
    <div className="border rounded p-2 small">
      {label && <p className="fw-semibold mb-1">{label}</p>}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {card.image && <img src={card.image} alt={`${card.title}: cover photo`} width={160} height={100} className="rounded object-fit-cover mb-1 d-block" />}
      <Link href={card.url} prefetch={false}>{card.title}</Link>
      <p className="mb-0">{formatPrice(card.price)} · {card.locality}, {card.city}</p>
    </div>
  );
}
