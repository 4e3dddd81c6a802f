// Which postal names belong to one area: blocks, stages and phases under their
// parent, in every spelling the postal file uses.
import { describe, expect, it } from 'vitest';
import { familyKey, parentKeys } from '@/server/catalog/places/locality-family';

describe('locality family keys', () => {
  it('write numbers and sub-area words one way', () => {
    expect(familyKey('Koramangala VI Bk')).toBe('koramangala 6 block');
    expect(familyKey('Koramangala 6th Block')).toBe('koramangala 6 block');
    expect(familyKey('Rajajinagar IVth Block')).toBe('rajajinagar 4 block');
    expect(familyKey('Sri Rampura 2nd Stg')).toBe('sri rampura 2 stage');
    expect(familyKey('JP Nagar VIII phase')).toBe('jp nagar 8 phase');
    expect(familyKey('H.A.L II Stage')).toBe('hal 2 stage');
    expect(familyKey('Banashankari Third Stage')).toBe('banashankari 3 stage');
  });

  it('give a block, stage or phase its parents, nearest first', () => {
    expect(parentKeys('Koramangala I Block')).toEqual(['koramangala']);
    expect(parentKeys('Koramangala VI Bk')).toEqual(['koramangala']);
    expect(parentKeys('Banashankari III Stage II Phase')).toEqual(['banashankari 3 stage', 'banashankari']);
    expect(parentKeys('Jayanagar 4th T Block')).toEqual(['jayanagar']);
    expect(parentKeys('HSR Layout Sector 2')).toEqual(['hsr layout']);
    expect(parentKeys('Vijaynagar II Stage')).toEqual(['vijaynagar']);
  });

  it('leave plain names and bare sub-areas without a parent', () => {
    expect(parentKeys('Koramangala')).toEqual([]);
    expect(parentKeys('Koramangalam')).toEqual([]);
    expect(parentKeys('Sector 14')).toEqual([]);
    expect(parentKeys('B Block')).toEqual([]);
    expect(parentKeys('Mico Layout')).toEqual([]);
    expect(parentKeys('Peenya Industrial Area')).toEqual([]);
  });
});
