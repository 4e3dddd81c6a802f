// Every text the product sends, in one place, as registered on the DLT platform
// (TRAI TCCCPR 2018). An operator delivers a message only when it matches a
// registered template of the sender's principal entity, under a registered header,
// with each variable part tagged ({#var#}, {#numeric#}, {#url#}, ...). Since October
// 2024 URLs must be whitelisted and full length, so every link is on SITE_URL.
//
// The template ids are the ones the operator registers; set them per deployment
// with SMS_DLT_TEMPLATE_<KEY> (e.g. SMS_DLT_TEMPLATE_OTP). `dltText()` prints the
// exact text to register for each template.
//
// Each text is registered once per language (DLT takes Unicode templates in any
// scheduled language): the Hindi and Kannada ones are their own templates with
// their own ids, keyed <key>_<lang> (SMS_DLT_TEMPLATE_OTP_HI). A Unicode text
// fits 70 characters in one part, so those OTPs are written shorter. Relative
// imports: next.config.ts loads this file (the start-up refusals) without aliases.

import type { Locale } from '../i18n/locales';

export type SmsVarKind = 'numeric' | 'var' | 'url';

export interface SmsTemplate {
  readonly key: string;
  /** Why the product sends it: DLT templates are registered per category. */
  readonly category: 'service-implicit' | 'service-explicit';
  /** The text with {name} where a value goes. */
  readonly body: string;
  readonly vars: Readonly<Record<string, SmsVarKind>>;
}

/** A template with its Hindi and Kannada bodies, same variables. */
export interface SmsTemplateSet extends SmsTemplate {
  readonly translated: Readonly<Record<Exclude<Locale, 'en'>, string>>;
}

/** DLT caps a {#var#} value at 30 characters. */
export const DLT_VAR_MAX = 30;

export const SMS_TEMPLATES = {
  otp: {
    key: 'otp',
    category: 'service-implicit',
    body: '{code} is your OTP to log in to GharBazaar. It is valid for 5 minutes. Do not share it with anyone.',
    vars: { code: 'numeric' },
    translated: {
      hi: '{code} आपका GharBazaar लॉगिन OTP है। 5 मिनट तक मान्य। किसी को न बताएँ।',
      kn: '{code} ನಿಮ್ಮ GharBazaar ಲಾಗಿನ್ OTP. 5 ನಿಮಿಷ ಮಾನ್ಯ. ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.',
    },
  },
  alertOne: {
    key: 'alert_one',
    category: 'service-explicit',
    body: 'GharBazaar alert for {search}: {what} in {where}, Rs {price}. See {url}',
    vars: { search: 'var', what: 'var', where: 'var', price: 'var', url: 'url' },
    translated: {
      hi: 'GharBazaar अलर्ट ({search}): {where} में {what}, ₹{price}. देखें {url}',
      kn: 'GharBazaar ಎಚ್ಚರಿಕೆ ({search}): {where} ಪ್ರದೇಶದಲ್ಲಿ {what}, ₹{price}. ನೋಡಿ {url}',
    },
  },
  alertDigest: {
    key: 'alert_digest',
    category: 'service-explicit',
    body: 'GharBazaar alert for {search}: {count} new matches today. See them at {url}',
    vars: { search: 'var', count: 'numeric', url: 'url' },
    translated: {
      hi: 'GharBazaar अलर्ट ({search}): आज {count} नई मेल खाती प्रॉपर्टी। देखें {url}',
      kn: 'GharBazaar ಎಚ್ಚರಿಕೆ ({search}): ಇಂದು {count} ಹೊಸ ಹೊಂದುವ ಆಸ್ತಿಗಳು. ನೋಡಿ {url}',
    },
  },
} as const satisfies Record<string, SmsTemplateSet>;

/** The template registered for one language: its own key (otp_hi) and body, the same variables. */
export function inLanguage(t: SmsTemplateSet, locale: Locale): SmsTemplate {
  if (locale === 'en') return { key: t.key, category: t.category, body: t.body, vars: t.vars };
  return { key: `${t.key}_${locale}`, category: t.category, body: t.translated[locale], vars: t.vars };
}

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;
export type SmsValues<N extends SmsTemplateName> = Record<keyof (typeof SMS_TEMPLATES)[N]['vars'], string>;

const PLACEHOLDER = /\{([a-z]+)\}/gi;

/** The text to register on the DLT portal: each variable as its tag. */
export function dltText(t: SmsTemplate): string {
  return t.body.replace(PLACEHOLDER, (_, name: string) => `{#${t.vars[name]}#}`);
}

/** Cuts a free-text value to DLT's 30 characters at a word where it can. */
export function fitVar(value: string): string {
  const v = value.replace(/\s+/g, ' ').trim();
  if (v.length <= DLT_VAR_MAX) return v;
  const cut = v.slice(0, DLT_VAR_MAX - 3);
  const space = cut.lastIndexOf(' ');
  return `${(space > 10 ? cut.slice(0, space) : cut).trim()}...`;
}

/**
 * The message for a template, or an error naming what is wrong: a missing or
 * extra variable, a value the tag does not allow, or a link that is not a
 * full-length URL on the site's own origin.
 */
export function renderSms(t: SmsTemplate, values: Record<string, string>, siteUrl: string): string {
  for (const name of Object.keys(values)) {
    if (!(name in t.vars)) throw new Error(`SMS template ${t.key}: unknown variable ${name}`);
  }
  const origin = new URL(siteUrl).origin;
  return t.body.replace(PLACEHOLDER, (_, name: string) => {
    const v = values[name];
    if (v === undefined || v === '') throw new Error(`SMS template ${t.key}: missing variable ${name}`);
    const kind = t.vars[name];
    if (kind === 'numeric' && !/^\d{1,10}$/.test(v)) throw new Error(`SMS template ${t.key}: ${name} must be digits`);
    if (kind === 'var' && v.length > DLT_VAR_MAX) throw new Error(`SMS template ${t.key}: ${name} is over ${DLT_VAR_MAX} characters`);
    if (kind === 'url') {
      let u: URL;
      try {
        u = new URL(v);
      } catch {
        throw new Error(`SMS template ${t.key}: ${name} is not a full URL`);
      }
      if (u.origin !== origin) throw new Error(`SMS template ${t.key}: ${name} is not on ${origin}`);
    }
    return v;
  });
}

/** Every URL in a text (for the checks: only full-length links on the site). */
export function urlsIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
