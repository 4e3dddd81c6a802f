'use client';
import { useEffect, useRef } from 'react';
import type { DetailKind } from '@/lib/detail-url';
import { createViewedProperty } from '@/services/api/search';

/**
 * Counts the view of a page that reached the screen by client-side navigation
 * (the server counted only if `counted`). It runs once per item shown: a
 * prefetched page never mounts it, and a router refresh (after login, after a
 * city pick) keeps the same item, so neither counts. The http client adds the
 * access token, so a signed-in viewer's recently viewed fills too.
 */
export function ViewBeacon({ kind, id, counted }: { kind: DetailKind; id: number; counted: boolean }) {
  const key = `${kind}:${id}`;
  const seen = useRef<string | null>(counted ? key : null);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    createViewedProperty({ property_id: id, property_type: kind }).catch(() => {
      // A view that fails to record is not worth bothering the visitor about.
    });
  }, [key, kind, id]);
  return null;
}
