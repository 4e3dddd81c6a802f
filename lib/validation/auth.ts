import * as yup from 'yup';
import { MOBILE_LENGTH, OTP_LENGTH, COUNTRY_CODE } from '@/lib/constants';
import { LETTERS_SPACES } from './patterns';

// SPEC §5 texts; shared by the login dialogs and the auth endpoints.
/** The rules alone, for a form that words its messages in the page's language (components/detail/callback-dialog.tsx). */
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
export const NAME_PATTERN = LETTERS_SPACES;

export const phoneNumber = yup
  .string()
  .typeError('Please enter the valid phone number')
  .required('Enter your phone number')
  .matches(MOBILE_PATTERN, 'Please enter the valid phone number');

export const countryCode = yup
  .string()
  .typeError('Enter your country code')
  .required('Enter your country code')
  .oneOf([COUNTRY_CODE, COUNTRY_CODE.slice(1)], 'Only India (+91) is supported');

export const otp = yup
  .string()
  .typeError('Enter OTP')
  .required('Enter OTP')
  .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Enter OTP');

export const personName = yup
  .string()
  .typeError('Enter a valid name')
  .trim()
  .required('Required')
  .matches(NAME_PATTERN, 'Enter a valid name');

export const loginBody = yup.object({ country_code: countryCode, phone_number: phoneNumber });
export const verifyOtpBody = yup.object({
  otp_token: yup.string().typeError('otp_token must be a string').required('otp_token is required'),
  otp,
});
export const resendOtpBody = yup.object({
  otp_token: yup.string().typeError('otp_token must be a string').required('otp_token is required'),
});
