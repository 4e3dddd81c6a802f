'use client';
import { hydrateOnIntent } from '@/components/lazy/hydrate-on-intent';

// A result card's Contact / Request callback: drawn by the server, its code
// (the detail page's ContactButtons) loaded when a visitor reaches for a card's
// buttons, so twenty cards add nothing to the page's first-load JavaScript.
export const CardContact = hydrateOnIntent(
  () => import('@/components/detail/contact-buttons').then((m) => m.ContactButtons),
  { className: 'card-contact-host' },
);
