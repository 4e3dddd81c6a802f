import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import kn from '@/messages/kn.json';
import { translatorFor } from '@/server/platform/i18n/translator';
import { authWords } from '@/components/auth/auth-words-server';
import { ENGLISH_AUTH_WORDS } from '@/components/auth/auth-words';
import { codedPart, SERVER_MESSAGE_CODES, serverText } from '@/lib/server-messages';
import { countryCode, phoneNumber } from '@/lib/validation/auth';
import { registerFormSchema } from '@/lib/validation/register';
import { builderFormSchema } from '@/lib/validation/builder';
import { POSTING_CATEGORIES } from '@/lib/posting/categories';
import { schemaMessages } from '../helpers/schema-messages';

// The account dialogs' words (auth.*) and the server messages' codes (serverMessages.*).

const messages = schemaMessages;

describe('account dialog words', () => {
  it('are, read from the English catalogue, exactly the English the dialogs default to', () => {
    expect(authWords(translatorFor('en'), 'en')).toEqual(ENGLISH_AUTH_WORDS);
  });

  it('word in Hindi and Kannada every validation message the login, registration and builder dialogs show', async () => {
    const login = yup.object({ country_code: countryCode, phone_number: phoneNumber });
    const shown = new Set([
      'Enter OTP',
      ...await messages(login, {}),
      ...await messages(login, { country_code: '+1', phone_number: '12' }),
      ...await messages(registerFormSchema, { name: '', email: 'x' }),
      ...await messages(registerFormSchema, { name: 'A1' }),
      ...await messages(builderFormSchema, { companyName: '', name: '', role: '', logo: '' }),
      ...await messages(builderFormSchema, { companyName: ' ab', name: 'a1', role: 'ab', logo: 'x' }),
    ]);
    expect(shown.size).toBeGreaterThan(10);
    for (const lang of ['hi', 'kn'] as const) {
      const { errors } = authWords(translatorFor(lang), lang);
      for (const m of shown) expect(errors[m], `${lang}: ${m}`).toBeTruthy();
    }
    expect(authWords(translatorFor('hi'), 'hi').errors['Please enter the valid phone number']).toBe('कृपया सही फ़ोन नंबर डालें');
  });

  it('name every posting type of the chooser in the language', () => {
    const { types } = authWords(translatorFor('kn'), 'kn');
    for (const c of POSTING_CATEGORIES) expect(types[`${c.group}/${c.slug}`], c.slug).toMatch(/[\u0C80-\u0CFF]/);
    expect(types['project/villa']).toBe('ವಿಲ್ಲಾ');
  });
});

describe('server message codes', () => {
  it('have a text in every catalogue, and the catalogues no code the server does not send', () => {
    for (const cat of [en, hi, kn]) expect(Object.keys(cat.serverMessages).sort()).toEqual([...SERVER_MESSAGE_CODES].sort());
  });

  it("show the visitor's language for a known code, filled with its values", () => {
    const { server } = authWords(translatorFor('hi'), 'hi');
    const reply = { message: 'Invalid OTP. 2 attempts left.', code: 'otp_invalid', params: { n: 2 } };
    expect(serverText(reply, server)).toBe('ओटीपी ग़लत है। बची कोशिशें: 2।');
    expect(serverText({ message: 'x', code: 'otp_resend_wait', params: { n: 17 } }, authWords(translatorFor('kn'), 'kn').server))
      .toBe('ಹೊಸ ಒಟಿಪಿ ಕೇಳುವ ಮೊದಲು ದಯವಿಟ್ಟು 17 ಸೆಕೆಂಡು ಕಾಯಿರಿ.');
  });

  it("fall back to the server's English for an unknown code, no code, or an English page", () => {
    const { server } = authWords(translatorFor('hi'), 'hi');
    expect(serverText({ message: 'Listing not found', code: 'listing_gone' }, server)).toBe('Listing not found');
    expect(serverText({ message: 'Listing not found' }, server)).toBe('Listing not found');
    const reply = { message: 'Invalid OTP. 1 attempt left.', code: 'otp_invalid', params: { n: 1 } };
    expect(serverText(reply, ENGLISH_AUTH_WORDS.server)).toBe('Invalid OTP. 1 attempt left.');
    expect(serverText(reply, undefined)).toBe('Invalid OTP. 1 attempt left.');
  });

  it('read only a well-formed code and values from an answer', () => {
    expect(codedPart({ code: 'otp_invalid', params: { n: 2, x: { y: 1 } } })).toEqual({ code: 'otp_invalid', params: { n: 2 } });
    expect(codedPart({ code: 7, params: { n: 2 } })).toEqual({});
    expect(codedPart({})).toEqual({});
  });
});
