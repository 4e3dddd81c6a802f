// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Photo } from '@/components/media/photo';
import { isRendition, nearestWidth, renditionUrl, RENDITION_WIDTHS } from '@/lib/media/renditions';

const photo = '/media/photos/3f/3fa9c0d1e2f3a4b5c6d7e8f9-1600.webp';
const SIZES = '(min-width: 992px) 33vw, 100vw';

describe('photo renditions', () => {
  it('picks the narrowest rendition at least as wide as asked', () => {
    expect(renditionUrl(photo, 16)).toBe(photo.replace('-1600', '-320'));
    expect(renditionUrl(photo, 320)).toBe(photo.replace('-1600', '-320'));
    expect(renditionUrl(photo, 384)).toBe(photo.replace('-1600', '-640'));
    expect(renditionUrl(photo, 1024)).toBe(photo.replace('-1600', '-1024'));
    expect(renditionUrl(photo, 1080)).toBe(photo);
    expect(renditionUrl(photo, 3840)).toBe(photo);
    expect(RENDITION_WIDTHS.map(nearestWidth)).toEqual([...RENDITION_WIDTHS]);
  });

  it('works on an S3 public URL and from a smaller rendition', () => {
    const s3 = 'https://cdn.example.in/gb/photos/aa/aabbccddeeff00112233aabb-320.webp';
    expect(renditionUrl(s3, 1200)).toBe(s3.replace('-320', '-1600'));
  });

  it('leaves other images alone', () => {
    for (const src of ['/demo/flat-1.svg', '/uploads/ab.png', '/media/photos/x-999.webp', '/media/photos/x-640.webp.jpg']) {
      expect(isRendition(src)).toBe(false);
      expect(renditionUrl(src, 640)).toBe(src);
    }
  });
});

describe('<Photo>', () => {
  const img = (c: HTMLElement) => c.querySelector('img')!;

  it('offers every stored width for the browser to pick by sizes, and loads lazily', () => {
    const { container } = render(<Photo src={photo.replace('-1600', '-640')} alt="" width={400} height={260} sizes={SIZES} className="x" />);
    const el = img(container);
    expect(el.getAttribute('srcset')).toBe(RENDITION_WIDTHS.map((w) => `${photo.replace('-1600', `-${w}`)} ${w}w`).join(', '));
    expect(el).toHaveAttribute('sizes', SIZES);
    expect(el).toHaveAttribute('src', photo);
    expect(el).toHaveAttribute('loading', 'lazy');
    expect(el).toHaveAttribute('decoding', 'async');
    expect(el).toHaveAttribute('width', '400');
    expect(el).toHaveClass('x');
    // src last: Safari starts fetching src as soon as it is set, before srcset and sizes.
    expect([...el.attributes].map((a) => a.name).at(-1)).toBe('src');
  });

  it('shows any other image as it is, without a srcset', () => {
    const { container } = render(<Photo src="/demo/flat-1.svg" alt="A flat" width={400} height={260} sizes={SIZES} />);
    const el = img(container);
    expect(el).toHaveAttribute('src', '/demo/flat-1.svg');
    expect(el).not.toHaveAttribute('srcset');
    expect(el).not.toHaveAttribute('sizes');
    expect(el).toHaveAccessibleName('A flat');
  });

  it('a preloaded photo is fetched at once, with a preload hint naming its srcset', () => {
    const src = photo.replace('-1600', '-1024').replace('3fa9', '4fa9');
    const { container } = render(<Photo src={src} alt="" width={400} height={260} sizes={SIZES} preload fetchPriority="high" />);
    const el = img(container);
    expect(el).not.toHaveAttribute('loading');
    expect(el).toHaveAttribute('fetchpriority', 'high');
    const link = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
      .find((l) => l.getAttribute('imagesrcset')?.includes('4fa9'));
    expect(link?.getAttribute('imagesrcset')).toBe(el.getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe(SIZES);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('an eager photo that is not preloaded keeps loading="eager"', () => {
    const { container } = render(<Photo src={photo} alt="" width={800} height={600} sizes="100vw" loading="eager" />);
    expect(img(container)).toHaveAttribute('loading', 'eager');
  });
});
