import { describe, expect, it } from 'vitest';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { newsletterEmailError } from '@/lib/validation/newsletter-rules';
import { bangErrors, withBang } from '@/lib/validation/messages';
import { decimalString, digitsString, isDigits, isDigitsCommasDots, isHttpUrl, urlString } from '@/lib/validation/patterns';
import { checkImageSize, imageFile } from '@/lib/validation/image';
import {
  bathroomsForSubmit, bedroomsForSubmit, filterFormSchema, FILTER_FORM_INITIAL, pgGendersForSubmit, pgRoomTypesForSubmit,
} from '@/lib/validation/filter';

const msg = (fn: () => unknown) => { try { fn(); return null; } catch (e) { return (e as Error).message; } };

describe('newsletter (SPEC §5)', () => {
  it('uses the exact texts', () => {
    expect(msg(() => newsletterSchema.validateSync({ email: '' }))).toBe('Required!');
    expect(msg(() => newsletterSchema.validateSync({}))).toBe('Required!');
    expect(msg(() => newsletterSchema.validateSync({ email: 'asha.example.com' }))).toBe('email must be a valid email!');
    expect(newsletterSchema.validateSync({ email: ' a@b.in ' })).toEqual({ email: 'a@b.in' });
  });

  it("the footer form's yup-free rule gives the schema's answer for every input", () => {
    const inputs = ['', '   ', 'asha', 'asha@', '@b.in', 'a@b', ' a@b.in ', 'a.b+c@mail.example.co.in', 'a b@c.in',
      'a@-b.in', 'a@b-.in', 'a@b..in', "o'neil@x.org", 'a@b.in.', 'ä@b.in', 'a@b_c.in', 'x@' + 'a'.repeat(63) + '.in'];
    for (const email of inputs) {
      // As Formik hands values to yup: an empty string becomes undefined.
      const viaYup = msg(() => newsletterSchema.validateSync({ email: email === '' ? undefined : email }));
      expect(newsletterEmailError(email), JSON.stringify(email)).toBe(viaYup);
    }
  });
});

describe('generic "!" rule', () => {
  it('appends once', () => {
    expect(withBang('Required')).toBe('Required!');
    expect(withBang('Required!')).toBe('Required!');
    expect(withBang('')).toBe('');
  });
  it('bangs nested formik errors', () => {
    expect(bangErrors({ a: 'x', b: { c: 'y!' }, d: ['z', undefined] })).toEqual({ a: 'x!', b: { c: 'y!' }, d: ['z!', undefined] });
  });
});

describe('utility patterns (SPEC §5)', () => {
  it('digits only', () => {
    expect(isDigits('0123')).toBe(true);
    for (const s of ['', '1.2', '1,2', ' 1', '-1']) expect(isDigits(s)).toBe(false);
    expect(msg(() => digitsString().validateSync('12a'))).toBe('Enter a valid number!');
    expect(digitsString().validateSync('')).toBe('');
  });
  it('digits with commas and dots', () => {
    for (const s of ['1,00,000', '12.5', '1']) expect(isDigitsCommasDots(s)).toBe(true);
    for (const s of ['', '1e5', '₹1', '1 000']) expect(isDigitsCommasDots(s)).toBe(false);
    expect(msg(() => decimalString('bad').validateSync('x'))).toBe('bad');
  });
  it('http(s) url', () => {
    for (const s of ['http://a.in', 'https://x.example.com/p?q=1']) expect(isHttpUrl(s)).toBe(true);
    for (const s of ['ftp://a.in', 'a.in', 'https://', 'https:// a']) expect(isHttpUrl(s)).toBe(false);
    expect(msg(() => urlString().validateSync('nope'))).toBe('Enter a valid url!');
  });
});

describe('image rule (SPEC §5)', () => {
  it('rejects above 10485760 bytes with the 3mb text', () => {
    expect(checkImageSize({ size: 10485760 })).toBeUndefined();
    expect(checkImageSize({ size: 10485761 })).toBe('Please upload below 3mb!');
    expect(checkImageSize(null)).toBeUndefined();
  });
  it('yup rule applies to blobs only', () => {
    const big = new Blob([new Uint8Array(10485761)]);
    expect(msg(() => imageFile().validateSync(big))).toBe('Please upload below 3mb!');
    expect(msg(() => imageFile().validateSync(new Blob(['x'])))).toBeNull();
    expect(msg(() => imageFile().validateSync('/img.png'))).toBeNull();
  });
});

describe('filter form (SPEC §3, §5)', () => {
  it('validates only choice_type, a string; default sell', () => {
    expect(FILTER_FORM_INITIAL.choice_type).toBe('sell');
    expect(FILTER_FORM_INITIAL.verified).toBe(false);
    expect(msg(() => filterFormSchema.validateSync({ choice_type: 'rent', bedrooms: 'anything' }))).toBeNull();
    expect(msg(() => filterFormSchema.validateSync({ choice_type: {} }))).toMatch(/choice_type/);
  });
  it('expands empty selections on submit', () => {
    expect(bedroomsForSubmit([], ['apartment'])).toEqual(['1', '2', '3', '4', '5']);
    expect(bedroomsForSubmit(['all'], [])).toEqual(['1', '2', '3', '4', '5']);
    expect(bedroomsForSubmit(['2', '3'], [])).toEqual(['2', '3']);
    expect(bedroomsForSubmit(['2'], ['plot'])).toEqual([]);
    expect(bathroomsForSubmit(['all'])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(bathroomsForSubmit(['2'])).toEqual(['2']);
    expect(pgGendersForSubmit([])).toEqual(['Male', 'Female', 'Both']);
    expect(pgRoomTypesForSubmit([])).toEqual(['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other']);
    expect(pgRoomTypesForSubmit(['other'])).toEqual(['other']);
  });
});
