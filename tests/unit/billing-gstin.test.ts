import { describe, expect, it } from 'vitest';
import { gstinCheckChar, gstinProblem } from '@/lib/billing/gstin';
import { billingSchema } from '@/lib/billing/schemas';
import { gstSplit } from '@/lib/billing/money';
import { numberInWords, rupeesInWords } from '@/lib/format';

describe('GSTIN check character', () => {
  // Published GSTINs of real registered businesses (format and check character as issued by GSTN).
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '33AAACH7409R1Z8', '24AAACC1206D1ZM'])('accepts %s', (g) => {
    expect(gstinProblem(g)).toBeNull();
    expect(gstinCheckChar(g.slice(0, 14))).toBe(g[14]);
  });

  it('refuses a changed check character or a changed body character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('checksum');
  });

  it('refuses the wrong shape', () => {
    for (const g of ['27AAPFU0939F1Z', '27aapfu0939f1zv', '27AAPFU0939F1XV', '2XAAPFU0939F1ZV', '27AAPFU0939F0ZV']) {
      expect(gstinProblem(g), g).toBe('format');
    }
  });

  it('billing schema: optional, upper-cased, checked, and must match the billing state', async () => {
    const base = { name: 'Ramesh', email: 'r@example.com', address: '14 Temple Road', city: 'Mysuru', state: 'Karnataka', pincode: '570017' };
    await expect(billingSchema.validate(base)).resolves.toMatchObject({ name: 'Ramesh' });
    await expect(billingSchema.validate({ ...base, gstin: '29aagcb7383j1z4' })).resolves.toMatchObject({ gstin: '29AAGCB7383J1Z4' });
    await expect(billingSchema.validate({ ...base, gstin: '29AAGCB7383J1Z5' })).rejects.toThrow('check character');
    await expect(billingSchema.validate({ ...base, gstin: '27AAPFU0939F1ZV' })).rejects.toThrow('another state');
    await expect(billingSchema.validate({ ...base, gstin: 'ABC' })).rejects.toThrow('valid 15-character GSTIN');
  });
});

describe('GST split and amounts in words', () => {
  it('CGST + SGST within the seller state, IGST across states', () => {
    expect(gstSplit(149900, '29', '29')).toMatchObject({ cgstPaise: 13491, sgstPaise: 13491, igstPaise: 0, totalPaise: 176882 });
    expect(gstSplit(149900, '27', '29')).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 26982, totalPaise: 176882 });
  });

  it('Indian numbering: thousand, lakh, crore; paise', () => {
    expect(numberInWords(176882)).toBe('One Lakh Seventy Six Thousand Eight Hundred Eighty Two');
    expect(numberInWords(12_34_56_789)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(rupeesInWords(176882)).toBe('Rupees One Thousand Seven Hundred Sixty Eight and Eighty Two Paise Only');
    expect(rupeesInWords(100000)).toBe('Rupees One Thousand Only');
  });
});
