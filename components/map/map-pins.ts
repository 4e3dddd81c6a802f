'use client';
import type * as Leaflet from 'leaflet';
import { formatAmount } from '@/lib/format/price';
import type { MapCell } from '@/services/api/map';
import type { LeafletModule } from './load-leaflet';

// Price pins and cluster bubbles as CSS div icons (no marker images to resolve).
// Leaflet markers are focusable and answer Enter, so each carries a title that
// says what it is; a cluster zooms in, a pin opens its card.

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function pinLabel(c: MapCell): string {
  const price = c.price != null ? `₹ ${formatAmount(c.price)}` : 'Price on request';
  return c.count > 1 ? `${c.count} listings, from ${price}` : price;
}

export function drawPins(L: LeafletModule, layer: Leaflet.LayerGroup, cells: MapCell[], onPick: (c: MapCell) => void) {
  layer.clearLayers();
  for (const c of cells) {
    const cluster = c.count > 1;
    const text = cluster ? String(c.count) : c.price != null ? `₹${formatAmount(c.price)}` : '₹ ?';
    const icon = L.divIcon({
      className: cluster ? 'map-cluster' : 'map-price-pin',
      html: `<span>${esc(text)}</span>`,
      iconSize: cluster ? [40, 40] : undefined,
    });
    const label = cluster ? `${pinLabel(c)}: zoom in` : `${pinLabel(c)}: open the listing`;
    const m = L.marker([c.lat, c.lng], { icon, title: label, alt: label, keyboard: true, riseOnHover: true });
    m.on('click', () => onPick(c));
    layer.addLayer(m);
    // Leaflet makes the icon focusable; the role and name make it a button to assistive technology.
    const el = m.getElement();
    el?.setAttribute('role', 'button');
    el?.setAttribute('aria-label', label);
  }
}
