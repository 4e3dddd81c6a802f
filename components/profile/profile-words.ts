import type en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';

/** The profile and settings pages' texts (messages: profile.*). */
export type ProfileText = (typeof en)['profile'];

/**
 * What the profile pages (sidebar, heading, My Profile, Settings with consents and "Download
 * my data") say, in the page's language. Read on the server (profile-words-server.ts) and
 * handed to the client parts as props.
 */
export type ProfileWords = ProfileText & {
  locale: Locale;
  /** Server message code to its template (serverMessages.*); empty in English. */
  server: Readonly<Record<string, string>>;
};

/** The English the profile pages have always said; tests check the English catalogue gives exactly this. */
export const ENGLISH_PROFILE_WORDS: ProfileWords = {
  yourAccount: 'Your account',
  nav: 'Profile',
  menu: 'Menu',
  menuCurrent: 'Menu: {label}',
  closeMenu: 'Close menu',
  logout: 'Logout',
  items: {
    profile: 'My Profile',
    recent: 'Recent Activities',
    saved: 'Saved Properties',
    callbacks: 'Request Callbacks',
    leads: 'Leads',
    searches: 'Saved Searches',
    properties: 'My Properties',
    pgs: 'My PGs',
    projects: 'My Projects',
    plans: 'Plan Management',
    history: 'Subscription History',
    settings: 'Settings'
  },
  back: 'Back',
  upgradePlan: 'Upgrade Plan',
  renewPlan: 'Renew Plan',
  details: {
    mobile: 'Mobile',
    email: 'E-mail',
    verified: 'Verified',
    verify: 'Verify',
    notAdded: 'Not added',
    youAre: 'You are',
    city: 'City',
    company: 'Company',
    companyRole: 'Role in company',
    about: 'About',
    yourName: 'Your name',
    edit: 'Edit profile',
    roles: {
      buyer: 'Buyer',
      agent: 'Agent',
      owner: 'Owner',
      builder: 'Builder'
    }
  },
  wrong: 'Something Went Wrong',
  notifications: {
    title: 'Notifications',
    saved: 'Settings saved',
    sms_alerts: 'SMS alerts',
    sms_alertsHint: 'Texts about your listings and callbacks',
    email_alerts: 'E-mail alerts',
    email_alertsHint: 'E-mails about your listings and callbacks',
    in_app_alerts: 'In-app alerts',
    in_app_alertsHint: 'Notices while you use GharBazaar',
    whatsapp_alerts: 'WhatsApp alerts',
    whatsapp_alertsHint: 'Messages on WhatsApp',
    newsletter: 'Newsletter',
    newsletterHint: 'News and property tips by e-mail'
  },
  email: {
    title: 'E-mail verification',
    address: 'E-mail address',
    verified: 'Verified',
    send: 'Send code',
    sendAgain: 'Send again',
    sentTo: 'Code sent to {value}',
    verify: 'Verify',
    enterCode: 'Enter the {n}-digit code'
  },
  consents: {
    title: 'Your consents',
    intro: 'What you agreed to, when, and under which version of our {link}. Withdrawing is one click and takes effect at once.',
    notice: 'privacy notice',
    none: 'No consents recorded yet.',
    given: 'Given {date} · notice {value}',
    withdrawnOn: ' · withdrawn {date}',
    withdrawn: 'Withdrawn',
    endsWithAccount: 'Ends when you delete your account',
    withdraw: 'Withdraw',
    withdrawLabel: 'Withdraw: {what}',
    done: 'Consent withdrawn',
    lead: '{what} ({label} #{n})',
    leadTypes: {
      callback: 'callback',
      enquiry: 'enquiry'
    },
    purposes: {
      account: 'Your account (log in with your mobile number)',
      alerts_sms: 'Property alerts by SMS',
      alerts_email: 'Property alerts by e-mail',
      newsletter: 'Newsletter by e-mail',
      lead_share: 'Your number shared with a poster'
    }
  },
  data: {
    title: 'Your data',
    intro: 'A copy of your profile, listings, leads, saved items, searches and consents.',
    download: 'Download my data',
    downloading: 'Your data is downloading',
    deleteTitle: 'Delete my account',
    deleteIntro: 'Your profile and contact details are erased, your listings leave search, and leads you sent stay with their posters without your name or number. Invoices are kept for 8 years, as the GST law requires.',
    deleteButton: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogText: 'This cannot be undone. Type your mobile number to confirm.',
    phone: 'Your mobile number',
    cancel: 'Cancel',
    deleted: 'Your account is deleted'
  },
  edit: {
    title: 'Edit Profile',
    form: 'Edit profile',
    save: 'Save profile',
    picture: 'Profile picture',
    fullName: 'Full name',
    companyLogo: 'Company logo',
    companyName: 'Company name',
    yourName: 'Your name',
    companyRole: 'Your role in the company',
    email: 'E-mail',
    city: 'City',
    cityPlaceholder: 'Search your locality or city',
    aboutYou: 'About you',
    aboutCompany: 'About the company',
    tooLong: 'Keep it within {n} characters!',
    image: { upload: 'Upload {label}', change: 'Change {label}', current: '{label}: current image', uploading: 'Uploading…' },
  },
  locale: 'en',
  server: {},
};
