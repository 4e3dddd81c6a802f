import { describe, expect, it } from 'vitest';
import { DLT_VAR_MAX, dltText, fitVar, inLanguage, renderSms, SMS_TEMPLATES, urlsIn } from '@/lib/sms/templates';
import { LOCALES } from '@/lib/i18n/locales';
import { smsEncoding, smsSegments } from '@/lib/sms/segments';
import { smsDltRefusal } from '@/lib/sms/dlt-config';
import { DLT_ENV } from '../helpers/production-env';

const SITE = 'https://www.gharbazaar.in';
const longest = 'x'.repeat(DLT_VAR_MAX);
// Real values at their longest: a 30-character search name, and a detail URL as the app builds it.
const real: Record<string, Record<string, string>> = {
  otp: { code: '4821' },
  alert_one: {
    search: fitVar('2 BHK to rent near my office in Whitefield'), what: fitVar('3 BHK Independent House for Rent'),
    where: fitVar('Vijayanagar IV Stage, Mysuru'), price: '22,000',
    url: `${SITE}/property-details/3-bhk-independent-house-for-rent-in-vijayanagar-iv-stage-mysuru-1234567`,
  },
  alert_digest: { search: longest, count: '12', url: `${SITE}/profile-pages/saved-searches` },
};
// How many parts each text may take at its longest: the OTP must be one; an alert with a
// full-length link (short links are refused since October 2024) takes two.
const maxParts: Record<string, number> = { otp: 1, alert_one: 2, alert_digest: 1 };
// Hindi and Kannada are Unicode: 67 characters a part once split, so a full-length link alone
// takes one or two. The OTP still fits one part in every language.
const maxUnicodeParts: Record<string, number> = { otp: 1, alert_one: 4, alert_digest: 3 };

// Hindi and Kannada values as the alert worker writes them: the price in the language's words.
const priceIn = { en: '22,000', hi: '45 लाख', kn: '1.25 ಕೋಟಿ' } as const;

describe('every SMS the product sends, in every language, rendered with real values', () => {
  for (const set of Object.values(SMS_TEMPLATES)) {
    for (const locale of LOCALES) {
      const t = inLanguage(set, locale);
      it(`${t.key}: its variables, its length and its links`, () => {
        const values = set.key === 'alert_one' ? { ...real[set.key], price: priceIn[locale] } : real[set.key];
        const text = renderSms(t, values, SITE);
        expect(text).not.toMatch(/[{}]/);
        // English stays in the GSM alphabet (160 a part); Hindi and Kannada are Unicode (70 a part).
        expect(smsEncoding(text)).toBe(locale === 'en' ? 'GSM-7' : 'UCS-2');
        expect(smsSegments(text), text).toBeLessThanOrEqual((locale === 'en' ? maxParts : maxUnicodeParts)[set.key]);
        // The DLT form tags each variable once, in the order of the body.
        const tags = dltText(t).match(/\{#(\w+)#\}/g) ?? [];
        expect(tags).toHaveLength(Object.keys(t.vars).length);
        for (const u of urlsIn(text)) expect(u.startsWith(`${SITE}/`)).toBe(true);
      });
    }
  }

  it('registers each language as its own template, with its own key', () => {
    expect(LOCALES.map((l) => inLanguage(SMS_TEMPLATES.otp, l).key)).toEqual(['otp', 'otp_hi', 'otp_kn']);
    expect(inLanguage(SMS_TEMPLATES.otp, 'hi').body).toMatch(/^\{code\} आपका GharBazaar लॉगिन OTP है।/);
    expect(inLanguage(SMS_TEMPLATES.alertDigest, 'kn').body).toMatch(/ಹೊಸ/);
  });

  it('the OTP text is the one registered, in one part', () => {
    expect(dltText(SMS_TEMPLATES.otp)).toBe('{#numeric#} is your OTP to log in to GharBazaar. It is valid for 5 minutes. Do not share it with anyone.');
    expect(smsSegments(renderSms(SMS_TEMPLATES.otp, { code: '0007' }, SITE))).toBe(1);
  });

  it('refuses a missing or unknown variable, a bad number, a long value and a link off the site', () => {
    expect(() => renderSms(SMS_TEMPLATES.otp, {}, SITE)).toThrow('SMS template otp: missing variable code');
    expect(() => renderSms(SMS_TEMPLATES.otp, { code: '12', name: 'x' }, SITE)).toThrow('unknown variable name');
    expect(() => renderSms(SMS_TEMPLATES.otp, { code: '12a4' }, SITE)).toThrow('code must be digits');
    const one = real.alert_one;
    expect(() => renderSms(SMS_TEMPLATES.alertOne, { ...one, what: `${longest}y` }, SITE)).toThrow('what is over 30 characters');
    expect(() => renderSms(SMS_TEMPLATES.alertOne, { ...one, url: 'https://bit.ly/3xYz' }, SITE)).toThrow(`url is not on ${SITE}`);
    expect(() => renderSms(SMS_TEMPLATES.alertOne, { ...one, url: '/property-details/x' }, SITE)).toThrow('url is not a full URL');
  });

  it('fits free text to 30 characters at a word', () => {
    expect(fitVar('2 BHK to rent near my office in Whitefield')).toBe('2 BHK to rent near my...');
    expect(fitVar('  Koramangala  ')).toBe('Koramangala');
    expect(fitVar(longest + longest)).toHaveLength(DLT_VAR_MAX);
  });

  it('counts parts as operators bill them', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    // One rupee sign makes the whole text UCS-2: 70 characters a part.
    expect(smsEncoding('Rent ₹ 22,000')).toBe('UCS-2');
    expect(smsSegments(`₹${'a'.repeat(70)}`)).toBe(2);
    // Extension characters count twice.
    expect(smsSegments('{'.repeat(80))).toBe(1);
    expect(smsSegments('{'.repeat(81))).toBe(2);
  });
});

describe('a production server with an SMS gateway', () => {
  const gateway = { SMS_GATEWAY_URL: 'https://sms.example/api' };
  it('refuses to start until the DLT entity, header and every template id are set, naming the setting', () => {
    expect(smsDltRefusal({})).toBeNull();
    expect(smsDltRefusal(gateway)).toMatch(/SMS_DLT_ENTITY_ID/);
    expect(smsDltRefusal({ ...gateway, ...DLT_ENV, SMS_SENDER_ID: 'GB' })).toMatch(/SMS_SENDER_ID/);
    expect(smsDltRefusal({ ...gateway, ...DLT_ENV, SMS_DLT_TEMPLATE_ALERT_ONE: '' })).toMatch(/SMS_DLT_TEMPLATE_ALERT_ONE /);
    expect(smsDltRefusal({ ...gateway, ...DLT_ENV, SMS_DLT_TEMPLATE_OTP_KN: '' })).toMatch(/SMS_DLT_TEMPLATE_OTP_KN /);
    expect(smsDltRefusal({ ...gateway, ...DLT_ENV })).toBeNull();
  });
});
