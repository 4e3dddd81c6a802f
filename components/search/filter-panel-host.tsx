'use client';
import { hydrateOnIntent } from '@/components/lazy/hydrate-on-intent';

// The desktop panel is server-rendered in full, but its code (the fields, the
// live count, the search-route writer) stays out of the page's first-load
// JavaScript: it loads when the visitor reaches for the panel, or when the
// browser is next idle on a screen wide enough to show it. Phones, where the
// panel is not shown, never load it.
export const FilterPanelHost = hydrateOnIntent(() => import('./filter-panel').then((m) => m.FilterPanel), { idleMedia: '(min-width: 992px)' });
