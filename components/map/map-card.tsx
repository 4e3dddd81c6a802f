'use client';
import { cardPrice, type Card } from '@/lib/card';
import { formatPrice } from '@/lib/format/price';
import { photoAlt, photoSubject } from '@/lib/detail/photo-text';

/** The card a pin opens, beside the map (a link to the detail page, as on the list). */
export function MapCard({ card, onClose }: { card: Card; onClose: () => void }) {
  return (
    <article className="map-card" aria-labelledby="map-card-title">
      {/* A 120 px thumbnail of the smallest stored rendition; next/image would add its runtime to the map chunk for nothing. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {card.image && <img className="map-card__photo" src={card.image} alt={photoAlt(photoSubject(card), 0, card.images_count)} width={120} height={90} loading="lazy" />}
      <div className="map-card__body">
        <h2 id="map-card-title" className="map-card__title"><a href={card.url}>{card.title}</a></h2>
        <p className="map-card__price">{cardPrice(card, formatPrice)}</p>
        <p className="map-card__place">{card.locality}, {card.city}</p>
      </div>
      <button type="button" className="map-card__close" onClick={onClose} aria-label="Close the listing card">×</button>
    </article>
  );
}
