import * as yup from 'yup';

// The purposes a user consents to (DPDP Act 2023 s.6), shared by the server and the settings page.
// NOTICE_VERSION names the privacy notice a consent was given under: change it whenever the
// notice's purposes or periods change, so each record proves which text the user saw.
export const NOTICE_VERSION = '2026-11-28';

export const PURPOSES = ['account', 'alerts_sms', 'alerts_email', 'newsletter', 'lead_share'] as const;
export type Purpose = (typeof PURPOSES)[number];

export const PURPOSE_LABELS: Record<Purpose, string> = {
  account: 'Your account (log in with your mobile number)',
  alerts_sms: 'Property alerts by SMS',
  alerts_email: 'Property alerts by e-mail',
  newsletter: 'Newsletter by e-mail',
  lead_share: 'Your number shared with a poster',
};

/** How long each kind of record is kept (the privacy notice and server/platform/jobs/retention.ts read these). */
export const RETENTION = {
  leadMonths: 12,
  otpDays: 90,
  // The record of each code entered for a number (its network, right or wrong): the guess budget
  // counts wrong codes over this rolling window (server/accounts/auth/otp-guesses.ts), a third of a year
  // and a day, so that three windows cover any year.
  otpGuessDays: 122,
  viewDays: 90,
  // CGST Act 2017 s.36: 72 months from the due date of the year's annual return (31 December
  // after the financial year), i.e. up to 7 years 9 months after an invoice; 8 years covers it.
  invoiceYears: 8,
} as const;

export const withdrawSchema = yup.object({
  consent_id: yup.number().typeError('consent_id must be a number').integer('consent_id must be a whole number')
    .positive('consent_id must be a positive number').required('consent_id is required'),
});

export const deleteAccountSchema = yup.object({
  phone_number: yup.string().typeError('phone_number must be text').trim()
    .required('phone_number is required: type your mobile number to confirm'),
});

export const unsubscribeSchema = yup.object({
  token: yup.string().typeError('token must be text').required('token is required'),
});
