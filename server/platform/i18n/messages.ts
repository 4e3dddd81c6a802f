import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import kn from '@/messages/kn.json';
import type { Locale } from '@/lib/i18n/locales';

/** The hand-written catalogues (messages/*.json); English is the reference every key exists in. */
export type Messages = typeof en;
export const MESSAGES: Record<Locale, Messages> = { en, hi, kn };
