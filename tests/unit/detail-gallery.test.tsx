// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from '@/components/detail/gallery';

const IMGS = ['/a.svg', '/b.svg', '/c.svg'];
const main = () => screen.getByTestId('gallery-main');

describe('Gallery', () => {
  it('no photos: a labelled placeholder, no buttons', () => {
    render(<Gallery images={[]} title="2 BHK Flat" />);
    expect(screen.getByRole('img', { name: 'No photos of 2 BHK Flat yet' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('one photo: the photo with alt text, no thumbnails or arrows; it still opens full screen (issue 14)', () => {
    render(<Gallery images={['/a.svg']} title="Shop" subject="Shop in Gokulam, Mysuru" />);
    expect(main().getAttribute('alt')).toBe('Shop in Gokulam, Mysuru — photo 1 of 1');
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['⤢ View full screen']);
  });

  it('thumbnails are buttons; clicking, arrows, Home and End change the photo', () => {
    render(<Gallery images={IMGS} title="Villa" subject="3 BHK villa in Gokulam, Mysuru" />);
    const thumbs = screen.getAllByRole('button', { name: /^Show photo/ });
    expect(thumbs).toHaveLength(3);
    // No listing photo has empty alt text, thumbnails included.
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      '3 BHK villa in Gokulam, Mysuru — photo 1 of 3', '3 BHK villa in Gokulam, Mysuru — photo 1 of 3',
      '3 BHK villa in Gokulam, Mysuru — photo 2 of 3', '3 BHK villa in Gokulam, Mysuru — photo 3 of 3']);
    expect(thumbs[0].getAttribute('aria-current')).toBe('true');
    fireEvent.click(thumbs[1]);
    expect(main().getAttribute('src')).toBe('/b.svg');
    expect(main().getAttribute('alt')).toBe('3 BHK villa in Gokulam, Mysuru — photo 2 of 3');
    expect(thumbs[1].getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(thumbs[1], { key: 'ArrowRight' });
    expect(main().getAttribute('src')).toBe('/c.svg');
    expect(document.activeElement).toBe(thumbs[2]);
    fireEvent.keyDown(thumbs[2], { key: 'ArrowRight' });
    expect(main().getAttribute('src')).toBe('/a.svg');
    fireEvent.keyDown(thumbs[0], { key: 'End' });
    expect(main().getAttribute('src')).toBe('/c.svg');
    fireEvent.keyDown(thumbs[2], { key: 'Home' });
    expect(main().getAttribute('src')).toBe('/a.svg');
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
  });

  it('previous and next buttons wrap around', () => {
    render(<Gallery images={IMGS} title="Villa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(main().getAttribute('src')).toBe('/c.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(main().getAttribute('src')).toBe('/a.svg');
  });
});
