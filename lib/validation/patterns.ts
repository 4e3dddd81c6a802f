import * as yup from 'yup';
import { withBang } from './messages';

// SPEC §5 utility patterns, shared by free-text numeric and link inputs.
export const DIGITS_ONLY = /^\d+$/;
export const DIGITS_COMMAS_DOTS = /^[\d.,]+$/;
export const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** Letters and spaces only, used by person and role names. */
export const LETTERS_SPACES = /^[A-Za-z ]+$/;

export const isDigits = (s: string): boolean => DIGITS_ONLY.test(s);
export const isDigitsCommasDots = (s: string): boolean => DIGITS_COMMAS_DOTS.test(s);
export const isHttpUrl = (s: string): boolean => HTTP_URL.test(s);

// Optional string rules: empty passes, so callers add .required() where needed.
export const digitsString = (message = withBang('Enter a valid number')) =>
  yup.string().matches(DIGITS_ONLY, { message, excludeEmptyString: true });
export const decimalString = (message = withBang('Enter a valid number')) =>
  yup.string().matches(DIGITS_COMMAS_DOTS, { message, excludeEmptyString: true });
export const urlString = (message = withBang('Enter a valid url')) =>
  yup.string().matches(HTTP_URL, { message, excludeEmptyString: true });
