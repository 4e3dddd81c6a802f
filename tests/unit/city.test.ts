import { describe, expect, it } from 'vitest';
import { cityFromDetailId, cityOrDefault } from '@/lib/city';

describe('current city', () => {
  it('defaults to Bengaluru when none is stored', () => {
    expect(cityOrDefault(undefined)).toBe('Bengaluru');
    expect(cityOrDefault('  ')).toBe('Bengaluru');
    expect(cityOrDefault('Mysuru')).toBe('Mysuru');
  });

  it('reads the city from the last hyphen segment of a detail id', () => {
    expect(cityFromDetailId('2-bhk-flat-for-rent-in-vijayanagar-123-mysuru')).toBe('Mysuru');
    expect(cityFromDetailId('villa-44-bengaluru')).toBe('Bengaluru');
    expect(cityFromDetailId('plot-123')).toBeNull();
    expect(cityFromDetailId('office-space-9-new_delhi')).toBe('New Delhi');
  });
});
