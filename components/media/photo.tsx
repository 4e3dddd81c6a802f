import Image, { type ImageProps } from 'next/image';
import { isRendition } from '@/lib/media/renditions';

type Props = Omit<ImageProps, 'src' | 'unoptimized'> & { src: string };

/**
 * next/image for listing photos: a posted photo gets a srcset of its WebP renditions
 * (lib/media/image-loader.ts); anything else (seeded SVGs, old uploads) is shown as is.
 */
export function Photo({ src, alt, ...rest }: Props) {
  return <Image src={src} alt={alt} unoptimized={!isRendition(src)} {...rest} />;
}
