import { SITE_NAME, SUPPORT } from '@/lib/site';
import { NOTICE_VERSION, RETENTION } from '@/lib/consent/purposes';
import { REFUND_POLICY_SECTIONS } from '@/lib/billing/refund-rule';

// Copy of the static pages. Kept as data so the page file stays a thin route.
/** `updated`: the day the page's text last changed (its sitemap lastmod): change it with the text. */
export type StaticPage = { title: string; description: string; updated: string; sections: { heading: string; body: string[] }[] };

export const STATIC_PAGES: Record<string, StaticPage> = {
  aboutus: {
    title: `About ${SITE_NAME}`,
    description: `${SITE_NAME} helps people across India buy, rent and lease homes, shops, offices, farm land and PG rooms.`,
    updated: '2026-11-25',
    sections: [
      { heading: 'What we do', body: [
        `${SITE_NAME} is a property marketplace for India. Visitors search flats, independent houses, villas, plots, offices, shops, warehouses, farm houses, agricultural land and paying-guest rooms, for sale or for rent, in the cities and localities they care about.`,
        'Owners, agents and builders post listings and projects themselves. Every listing shows who posted it, so you always know whether you are talking to an owner, an agent or a builder.' ] },
      { heading: 'How we keep listings honest', body: [
        'Every poster logs in with a mobile number verified by a one-time password. Listings are checked before they appear in search, expire when they are no longer fresh, and can be reported by anyone who finds a problem.' ] },
      { heading: 'Where we are', body: ['We started in Bengaluru and Mysuru and now cover Hyderabad, Chennai, Mumbai, Pune, Visakhapatnam, New Delhi, Ahmedabad and Gurgaon, with every postal locality of India available in search.'] },
    ],
  },
  'contact-us': {
    title: 'Contact Us',
    description: `Reach ${SITE_NAME} support by phone, e-mail or WhatsApp.`,
    updated: '2026-11-25',
    sections: [
      { heading: 'Support', body: [`Phone: ${SUPPORT.phone}`, `E-mail: ${SUPPORT.email}`, `Hours: ${SUPPORT.hours}`] },
      { heading: 'Office', body: ['GharBazaar Technologies Pvt. Ltd., 3rd Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034, Karnataka'] },
    ],
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    description: `How ${SITE_NAME} collects, uses and protects your personal data.`,
    updated: NOTICE_VERSION,
    sections: [
      { heading: 'What we collect', body: ['Your mobile number (to log you in), the name and e-mail you give us, the listings you post, the properties you save and view, the searches you save, and the requests you send to posters.'] },
      { heading: 'What we use it for, and your consent', body: [
        'Your account: your number logs you in. We record your consent when you first sign in, with the date and the version of this notice.',
        'Contact only when you ask: your number goes to a poster only when you send them a callback request or an enquiry. Each of these is its own consent, which you can withdraw in Settings; the poster then no longer sees your number.',
        'Alerts and the newsletter: only the alerts you save (by SMS or e-mail) and the newsletter if you subscribe. Every mail carries an unsubscribe link.',
        'We never sell your personal data.'] },
      { heading: 'Your rights', body: [
        'In Settings you can see each consent you gave and withdraw it in one click; we stop at once. You can download a copy of your data (profile, listings, leads, saved items, searches, consents) and delete your account by typing your mobile number.',
        'Deleting your account erases your profile and contact details, your profile picture, logo, uploaded documents and photos, the messages you sent us through Contact us, and your listings\' addresses, descriptions and map pins; it takes your listings out of search, and removes your name and number from the leads you sent and from any complaint you made to our grievance officer. This follows the Digital Personal Data Protection Act, 2023.'] },
      { heading: 'How long we keep it', body: [
        `Leads (callback requests, enquiries, brochure downloads): ${RETENTION.leadMonths} months, then deleted.`,
        `One-time-password records and the texts and mails we sent: ${RETENTION.otpDays} days; the record of each code entered for a number (right or wrong, with the network it came from, not the full address): ${RETENTION.otpGuessDays} days, to stop anyone guessing their way into an account.`,
        `Which properties you viewed, and page analytics: ${RETENTION.viewDays} days; after that only daily view totals per listing, with no person in them, are kept for the statistics.`,
        `Invoices for plans you bought: ${RETENTION.invoiceYears} years, even after you delete your account, because the GST law (CGST Act 2017, section 36) requires tax records to be kept for 72 months from the due date of the year's annual return.`,
        'Your account: until you delete it. A listing you delete leaves the site at once and stays, hidden, in your account (so a home posted again shows its earlier ads in its history) until you delete your account.',
        'Complaints to our grievance officer: kept as the record of how each was handled; once you delete your account, without your name, e-mail and number. Records of what our moderators read: at least one year, to investigate any breach.',
        'If our moderators banned an account for fraud or abuse: a keyed hash of its mobile number (a code made with a secret key, from which the number cannot be read back), kept even after the account is deleted, so that the number cannot sign up again to post, call back or review. It is kept to prevent abuse, as the Digital Personal Data Protection Act, 2023 allows, until our moderators lift the ban; then it is deleted.'] },
      { heading: 'If something goes wrong', body: [
        'If your personal data is breached we tell you without delay, with what happened, what it means for you and what you can do, and we report it to the Data Protection Board of India.',
        `This notice is version ${NOTICE_VERSION}.`] },
    ],
  },
  'refund-policy': {
    title: 'Refund Policy',
    description: `Refunds for ${SITE_NAME} subscription plans.`,
    updated: '2026-11-28',
    // The same words the cancel dialog shows and the cancel call applies (lib/billing/refund-rule.ts).
    sections: REFUND_POLICY_SECTIONS,
  },
  'terms-and-conditions': {
    title: 'Terms & Conditions',
    description: `The terms of using ${SITE_NAME}.`,
    updated: '2026-11-25',
    sections: [
      { heading: 'Using the site', body: ['You must be 18 or older to post listings. You are responsible for the accuracy of what you post, and for holding the right to sell or let the property.'] },
      { heading: 'Listings', body: [`${SITE_NAME} may review, edit for format, reject or remove any listing that is misleading, duplicated, illegal or reported with good reason.`] },
      { heading: 'Liability', body: [`${SITE_NAME} is a marketplace and is not a party to any deal between users. Verify documents and titles before any payment.`] },
    ],
  },
  'safe-renting-and-buying': {
    title: 'Safe renting and buying',
    description: `How to rent or buy a home safely: never pay a token amount before a visit. ${SITE_NAME} never asks for one.`,
    updated: '2026-11-25',
    sections: [
      { heading: 'Never pay before you visit', body: [
        'The most common property scam in India asks for a "token amount", "booking amount" or "visit fee" before you have seen the home, often with the excuse that many people are interested. Do not pay anything, by UPI, card or cash, until you have visited the property and met the owner or agent in person.',
        `${SITE_NAME} never asks you for a token amount, a deposit or a fee to see a property, and nobody calls on our behalf to ask for one.` ] },
      { heading: 'Check who you deal with', body: [
        'Ask the owner for a sale deed, the latest property tax receipt or an electricity bill in their name, and match the name with their ID. An agent should show their RERA agent registration where the state requires one.',
        'For a new project, look up its RERA registration number on the state RERA website before paying a booking amount.' ] },
      { heading: 'Pay safely', body: [
        'Pay rent deposits and sale advances to the owner\'s bank account, never to a third party, and only against a signed, written agreement that states the amount. Keep every receipt.',
        'A rental agreement should be registered (or at least on stamp paper) and name the rent, deposit, notice period and lock-in.' ] },
      { heading: 'Signs of a fake listing', body: [
        'A price far below the locality, photos that appear on other listings, a poster who cannot show the home, or pressure to decide today. A listing\'s history on its page shows when it was first posted, every price change, and if it was listed before.',
        `Report a listing from its page, or write to our grievance officer: we act on reports quickly.` ] },
    ],
  },
  accessibility: {
    title: 'Accessibility statement',
    description: `How ${SITE_NAME} is built to be usable by everyone, the standard it follows, and how to tell us when something is in your way.`,
    updated: '2026-11-25',
    sections: [
      { heading: 'Our aim', body: [
        `${SITE_NAME} is built to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the standard that the Guidelines for Indian Government Websites (GIGW 3.0) adopt and that the Rights of Persons with Disabilities Act, 2016 points to.`,
        'Every page works with a keyboard alone, with a screen reader (headings, labels and landmarks on every page), at 200 % zoom, and on screens from 320 pixels wide.' ] },
      { heading: 'How we check it', body: [
        'Automated checks (axe) run on our main pages (home, search results, property details, locality pages, grievances and this statement) at a phone width and a desktop width with every change we make.',
        'Automated checks find only part of the problems, so we also test by hand with a keyboard and a screen reader before we release a new page.' ] },
      { heading: 'What we know is not yet right', body: [
        'Photos that posters upload have no written description beyond the listing title. Invoices and brochures are PDF files, which some screen readers read poorly; the same details are on the web page.' ] },
      { heading: 'Tell us', body: [
        'If something on GharBazaar is in your way, write to us from the Grievances page (linked at the bottom of every page) and choose "Something else". We acknowledge within 48 hours and fix or answer within one month.',
        'This statement was last reviewed on 25 November 2026.' ] },
    ],
  },
};
