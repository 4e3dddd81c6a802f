// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { countsAsView } from '@/server/catalog/detail/view-counting';
import { ViewBeacon } from '@/components/detail/view-beacon';

const post = vi.hoisted(() => vi.fn(() => Promise.resolve({})));
vi.mock('@/services/api/search', () => ({ createViewedProperty: post }));

const get = (h: Record<string, string>) => (name: string) => h[name] ?? null;

describe('server: which renders count as a view', () => {
  it('a browser opening the page counts', () => {
    expect(countsAsView(get({ 'sec-fetch-dest': 'document', accept: 'text/html' }))).toBe(true);
  });
  it('speculative prefetch and prerender do not', () => {
    expect(countsAsView(get({ 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
    expect(countsAsView(get({ 'sec-fetch-dest': 'document', purpose: 'prefetch' }))).toBe(false);
  });
  it('HEAD checks, bots without fetch metadata and router fetches do not (the beacon handles the last)', () => {
    expect(countsAsView(get({ accept: '*/*', 'user-agent': 'curl/8' }))).toBe(false);
    expect(countsAsView(get({ accept: 'text/html', 'user-agent': 'Googlebot' }))).toBe(false);
    expect(countsAsView(get({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }))).toBe(false);
  });
});

describe('ViewBeacon: client-side views', () => {
  afterEach(() => post.mockClear());

  it('does nothing when the server already counted this page load', () => {
    render(<ViewBeacon kind="property" id={7} counted />);
    expect(post).not.toHaveBeenCalled();
  });

  it('counts once per item shown: not again on a refresh, again for another item', () => {
    const { rerender } = render(<ViewBeacon kind="property" id={7} counted={false} />);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenLastCalledWith({ property_id: 7, property_type: 'property' });
    rerender(<ViewBeacon kind="property" id={7} counted={false} />);
    expect(post).toHaveBeenCalledTimes(1);
    rerender(<ViewBeacon kind="pg" id={3} counted={false} />);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith({ property_id: 3, property_type: 'pg' });
  });

  it('a page counted by the server and then refreshed (counted false) is not counted again', () => {
    const { rerender } = render(<ViewBeacon kind="project" id={2} counted />);
    rerender(<ViewBeacon kind="project" id={2} counted={false} />);
    expect(post).not.toHaveBeenCalled();
  });
});
