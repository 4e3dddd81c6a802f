import { describe, expect, it } from 'vitest';
import imageLoader from '@/lib/media/image-loader';
import { isRendition, nearestWidth, RENDITION_WIDTHS } from '@/lib/media/renditions';

const photo = '/media/photos/3f/3fa9c0d1e2f3a4b5c6d7e8f9-1600.webp';

describe('next/image loader for photo renditions', () => {
  it('picks the narrowest rendition at least as wide as asked', () => {
    expect(imageLoader({ src: photo, width: 16 })).toBe(photo.replace('-1600', '-320'));
    expect(imageLoader({ src: photo, width: 320 })).toBe(photo.replace('-1600', '-320'));
    expect(imageLoader({ src: photo, width: 384 })).toBe(photo.replace('-1600', '-640'));
    expect(imageLoader({ src: photo, width: 1024, quality: 75 })).toBe(photo.replace('-1600', '-1024'));
    expect(imageLoader({ src: photo, width: 1080 })).toBe(photo);
    expect(imageLoader({ src: photo, width: 3840 })).toBe(photo);
    expect(RENDITION_WIDTHS.map(nearestWidth)).toEqual([...RENDITION_WIDTHS]);
  });

  it('works on an S3 public URL and from a smaller rendition', () => {
    const s3 = 'https://cdn.example.in/gb/photos/aa/aabbccddeeff00112233aabb-320.webp';
    expect(imageLoader({ src: s3, width: 1200 })).toBe(s3.replace('-320', '-1600'));
  });

  it('leaves other images alone', () => {
    for (const src of ['/demo/flat-1.svg', '/uploads/ab.png', '/media/photos/x-999.webp', '/media/photos/x-640.webp.jpg']) {
      expect(isRendition(src)).toBe(false);
      expect(imageLoader({ src, width: 640 })).toBe(src);
    }
  });
});
