'use client';
import { renditionUrl } from './renditions';

// next/image loader (next.config.ts images.loaderFile): photos are already stored as
// WebP at fixed widths (server/media), so the loader only picks the nearest one; there
// is no resizing at request time. Other images (the seeded demo SVGs in public/demo)
// are rendered with `unoptimized` by components/media/photo.tsx and never come here.
export default function imageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  return renditionUrl(src, width);
}
