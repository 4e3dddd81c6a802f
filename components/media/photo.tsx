import { preload as preloadResource } from 'react-dom';
import type { ImgHTMLAttributes } from 'react';
import { isRendition, RENDITION_WIDTHS, renditionUrl } from '@/lib/media/renditions';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The photo's rendered width per viewport (the `sizes` attribute): the browser picks the rendition from it. */
  sizes: string;
  /** Likely the page's largest paint: fetched at once (a preload link in the head), never lazily. */
  preload?: boolean;
};

const LARGEST = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1];

/**
 * A listing photo as an <img> that picks its WebP rendition (lib/media/renditions): a posted
 * photo gets a srcset of every stored width, anything else (seeded SVGs, old uploads) is shown
 * as is. The markup next/image gave with the rendition loader (lazy unless preloaded, async
 * decoding, src last), without next/image's client runtime (~5 kB gzip) on every page with cards.
 */
export function Photo({ src, alt, width, height, sizes, preload = false, loading, fetchPriority, ...rest }: Props) {
  const srcSet = isRendition(src) ? RENDITION_WIDTHS.map((w) => `${renditionUrl(src, w)} ${w}w`).join(', ') : undefined;
  const url = srcSet ? renditionUrl(src, LARGEST) : src;
  // In the server render this becomes a <link rel="preload"> in the head, as next/image's own preload did.
  if (preload) preloadResource(url, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet && sizes, fetchPriority });
  return (
    // This is the optimised image: the renditions are its loader, sizes picks one, lazy by default.
    // eslint-disable-next-line @next/next/no-img-element
    <img alt={alt} loading={preload ? loading : (loading ?? 'lazy')} fetchPriority={fetchPriority} width={width} height={height}
      decoding="async" {...rest} sizes={srcSet && sizes} srcSet={srcSet} src={url} />
  );
}
