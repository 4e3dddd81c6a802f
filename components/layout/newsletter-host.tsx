'use client';
import { hydrateOnIntent } from '@/components/lazy/hydrate-on-intent';

// The footer's newsletter form is server-rendered in full (label, consent notice, button), but its
// code (the e-mail check, the API call, the toasts) stays out of every page's first-load JavaScript:
// it loads when the visitor reaches for the form (pointer, focus or a click, which is replayed).
export const NewsletterHost = hydrateOnIntent(() => import('./newsletter-form').then((m) => m.NewsletterForm));
