import type en from '@/messages/en.json';

/** The account dialogs' texts (messages: auth.*), as written: {placeholders} are filled in the browser. */
export type AuthText = Omit<(typeof en)['auth'], 'validation'>;

/**
 * Everything the login, registration and account dialogs say, in the page's
 * language. Read on the server (auth-words-server.ts) and handed down as props:
 * the dialogs are client components and the browser has no catalogue.
 */
export type AuthWords = AuthText & {
  /** A validation message's English text (the SPEC's) to the page's language; missing ones stay English. */
  errors: Readonly<Record<string, string>>;
  /** Server message code to its template (serverMessages.*); empty in English, which shows the server's own words. */
  server: Readonly<Record<string, string>>;
  /** Post chooser labels by `group/slug`; a missing one keeps the posting registry's English. */
  types: Readonly<Record<string, string>>;
  /** The location picker's city tiles in the language (lib/i18n/place-names.ts); empty in English. */
  cities: Readonly<Record<string, string>>;
};

/** The English the dialogs have always said (the SPEC's texts); tests check the English catalogue gives exactly this. */
export const ENGLISH_AUTH_WORDS: AuthWords = {
  close: 'Close',
  wrong: 'Something Went Wrong',
  mobile: {
    title: 'Login or sign up',
    lead: 'Enter your mobile number. We will text you a one-time password.',
    country: 'Country',
    number: 'Mobile number',
    placeholder: '10-digit mobile number',
    notice: 'We use your number for your account, to pass it to a poster only when you ask them to contact you, and for the alerts you choose. You can withdraw any of these in Settings.',
    privacy: 'Privacy notice',
    guestLead: 'Posting a flat, house, villa, plot or PG?',
    guestLink: 'Post it without an account',
    submit: 'CONTINUE',
    sent: 'OTP sent successfully',
  },
  otp: {
    title: 'Verify your number',
    sentTo: 'Enter the {n}-digit OTP sent to {value}',
    change: 'Change',
    demo: 'Demo mode: no SMS is sent.',
    demoOtp: 'Your OTP is {value}.',
    demoFetching: 'Fetching your OTP…',
    resendIn: 'Resend OTP in {value}',
    resend: 'Resend OTP',
    verify: 'VERIFY',
    resent: 'OTP resent successfully',
    group: 'One-time password',
    digit: 'OTP digit {n} of {count}',
  },
  register: {
    title: 'Register your account',
    lead: 'Tell us your name to finish signing up.',
    name: 'Full name',
    email: 'E-mail (optional)',
    submit: 'Register',
    done: 'Registered successfully',
  },
  userType: {
    title: 'What you are',
    lead: 'Tell us who you are to post a property.',
    group: 'User type',
    buyer: 'Buyer', buyerHint: 'I am looking to buy or rent',
    owner: 'Owner', ownerHint: 'I own the property',
    agent: 'Agent', agentHint: 'I sell or rent for others',
    builder: 'Builder', builderHint: 'I build projects',
  },
  logout: {
    title: 'Log out?',
    text: 'Are you sure you want to log out?',
    cancel: 'Cancel',
    confirm: 'Logout',
    done: 'Logout Successfully',
  },
  chooser: {
    title: 'Post your property',
    want: 'I want to',
    sale: 'Sell', rent: 'Rent out', pg: 'PG',
    project: 'Post a project instead of a property',
    postPg: 'Post a PG',
    residential: 'Residential', commercial: 'Commercial', agriculture: 'Agriculture',
    residentialProject: 'Residential project',
    residentialPlot: 'Residential Plot',
    villa: 'Villa',
    elsewhere: 'Projects need their own form (units, construction stages), which GharBazaar does not offer on this site today. Nothing has been saved.',
    another: 'Choose another',
    ok: 'OK',
  },
  builder: {
    title: 'Builder registration',
    logo: 'Company logo',
    company: 'Company name',
    name: 'Your name',
    role: 'Your role in the company',
    email: 'E-mail (optional)',
    submit: 'Register as builder',
    done: 'Your builder account is ready',
  },
  unsaved: {
    title: 'Unsaved changes',
    generic: 'You have made changes to your profile that are not saved yet. Do you want to save them before you leave?',
    builder: 'You have made changes to your builder profile (company details included) that are not saved yet. Do you want to save them before you leave?',
    cancel: 'Cancel',
    save: 'Save Changes',
  },
  saved: 'Changes Saved Successfully',
  account: {
    menu: 'Profile menu for {name}',
    you: 'you',
    myAccount: 'My account',
    logout: 'Logout',
  },
  location: {
    title: 'Select Location',
    search: 'Search locality or city',
    popular: 'Popular cities',
    searching: 'Searching…',
    noMatch: 'No matching locality',
  },
  errors: {},
  server: {},
  types: {},
  cities: {},
};

/** A template split around one {placeholder}, for text with markup in the middle (a bold number). */
export function around(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}
