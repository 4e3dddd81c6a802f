// Photo renditions (server/listings/media writes them, the image loader picks them). Shared
// by server and browser: pure, no imports.

/**
 * WebP widths written for every posted photo: phone card, desktop card or phone
 * detail, desktop detail, full screen. A smaller original is not upscaled, but every
 * width still exists (holding the original size), so a URL can name any of them.
 */
export const RENDITION_WIDTHS = [320, 640, 1024, 1600] as const;

// `<anything>-<width>.webp`, the width one of RENDITION_WIDTHS, query or hash allowed.
const RENDITION = /-(320|640|1024|1600)\.webp(?=$|[?#])/;

export const isRendition = (src: string) => RENDITION.test(src);

/** The narrowest rendition at least `width` wide (the largest when none is). */
export function nearestWidth(width: number): number {
  return RENDITION_WIDTHS.find((w) => w >= width) ?? RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1];
}

/** The same photo's URL at the rendition nearest `width`; other URLs come back unchanged. */
export function renditionUrl(src: string, width: number): string {
  return isRendition(src) ? src.replace(RENDITION, `-${nearestWidth(width)}.webp`) : src;
}
