import type en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/locales';
import { FREE_ALLOWANCE_TEXT } from '@/lib/free-allowance';
import { CANCEL_REFUND_RULE } from '@/lib/billing/refund-rule';

/** The plan pages' texts (messages: plans.*), as written: {placeholders} are filled where shown. */
export type PlanText = Omit<(typeof en)['plans'], 'validation'>;

/**
 * What the plans list, the purchase wizard, the checkout and plan management say, in the
 * page's language. Read on the server (plan-words-server.ts) and handed down as props: the
 * wizard and checkout are client components and the browser has no catalogue.
 */
export type PlanWords = PlanText & {
  locale: Locale;
  /** A billing validation message's English text (the schema's) to the page's language. */
  errors: Readonly<Record<string, string>>;
  /** Server message code to its template (serverMessages.*); empty in English, which shows the server's words. */
  server: Readonly<Record<string, string>>;
};

/** The English the plan pages have always said; tests check the English catalogue gives exactly this. */
export const ENGLISH_PLAN_WORDS: PlanWords = {
  metaTitle: 'Plans',
  choose: 'Choose a plan',
  builderTitle: 'Builder plans',
  renewTitle: 'Renew Plan',
  free: FREE_ALLOWANCE_TEXT,
  intro: 'Plans add live listings, featured listings (shown first in search, labelled Sponsored) and priority moderation. Prices include 18% GST: the first amount you see is the amount you pay. Plans never renew by themselves.',
  introBuilder: 'Plans add live listings, featured listings (shown first in search, labelled Sponsored), project slots and priority moderation. Prices include 18% GST: the first amount you see is the amount you pay. Plans never renew by themselves.',
  yourPlans: 'Your plans',
  renewing: 'Renewing {name} (ends {date}).',
  renewingProject: 'Renewing {name} (ends {date}) for the project {title}, which stays attached.',
  stepsLabel: 'Steps',
  steps: {
    plan: 'Plan',
    billing: 'Billing',
    payment: 'Payment'
  },
  priceNote: 'incl. {price} GST ({pct}%) on {value}',
  days: '{days} days',
  continueBilling: 'Continue to billing',
  billing: {
    title: 'Billing details',
    name: 'Name on the invoice',
    email: 'E-mail for the invoice',
    address: 'Address',
    city: 'City',
    pincode: 'PIN code',
    state: 'State',
    statePlaceholder: 'Choose the state',
    gstin: 'GSTIN (optional)',
    back: 'Back',
    continue: 'Continue to payment'
  },
  pay: {
    title: 'Review and pay',
    plan: 'Plan',
    planValue: '{name} ({days} days)',
    billedTo: 'Billed to',
    gstin: '(GSTIN {value})',
    price: 'Price',
    igst: 'IGST 18%',
    cgst: 'CGST 9%',
    sgst: 'SGST 9%',
    gst: 'GST',
    total: 'Total',
    order: 'Order',
    back: 'Back',
    pay: 'Pay {price}',
    failed: 'Something went wrong'
  },
  checkout: {
    title: 'Checkout',
    paid: 'This order is paid.',
    seePlans: 'See your plans',
    expired: 'This order has expired. Please start the payment again.',
    sandbox: 'Sandbox gateway: no real money moves. Choose what the bank answers.',
    fail: 'Simulate a failed payment',
    cancel: 'Cancel payment',
    resultPaid: 'Payment successful. Your plan is active.',
    resultFailed: 'Payment failed. No money was taken and no plan was added. You can try again.',
    resultCancelled: 'Payment cancelled. No plan was added.',
    resultRefused: 'We could not verify this payment, so no plan was added. If money was taken, it will be refunded.'
  },
  manage: {
    title: 'Plan Management',
    usage: 'What you can use now',
    live: 'Live listings',
    featured: 'Featured listings',
    projects: 'Project slots',
    pgs: 'Live PGs',
    noLimit: '(no limit)',
    leads: 'Leads today',
    used: '{n} of {total}',
    none: 'You do not have an active plan.',
    seePlans: 'See plans',
    removed: 'Projects removed from a plan',
    allowance: {
      title: 'Listings that count',
      room: 'You can post {n} more listings now.',
      full: 'All {n} places of your account are in use by the listings below. To post another, delete one on {link} or {buy}: a new plan\'s places are free at once.',
      buy: 'buy a plan',
      waiting: 'Listings waiting for a plan, not shown on the site: {n}.',
      bringBack: 'Bring one back from My Properties: it takes one place.',
      noRoom: 'With a free place, one can be brought back from My Properties.',
      waitingList: 'Listings waiting for a plan',
      status: { pending: 'Waiting for review', approved: 'Live', expired: 'Waiting for a plan' },
      myProperties: 'My Properties',
    },
  },
  box: {
    upcoming: 'Starts after the current plan',
    active: 'Active',
    dates: '{from} to {to} ({n} days left)',
    more: '{n} more live listings',
    featuredUsed: 'Featured listings: {n} of {total} used',
    slotsUsed: 'Project slots: {n} of {total} used',
    priority: 'Priority moderation',
    projectsTitle: 'Projects in this plan',
    projectsIn: 'Projects in {name}',
    renewFor: 'Renew plan for {name}',
    renew: 'Renew',
    details: 'Plan details',
    renewPlan: 'Renew Plan',
    invoice: 'Invoice {value}',
    cancel: 'Cancel plan'
  },
  features: {
    more: '{n} more live listings',
    featured: '{n} featured listings',
    featuredOne: '1 featured listing',
    slots: '{n} project slots',
    slotOne: '1 project slot',
    valid: 'Valid for {days} days',
    visible: 'Visible for {days} days',
    phone: 'Phone number shown to buyers',
    agentPage: 'Agent profile page',
    priority: 'Priority moderation',
    support: 'Priority support',
  },
  pricing: {
    title: 'Plans and prices',
    description: 'What each plan for owners, agents and builders costs, with GST, and what it gives: live listings, featured listings, project slots.',
    lead: 'Prices include 18% GST: the first amount is the amount you pay.',
    audiences: { owner: 'For owners', agent: 'For agents', builder: 'For builders' },
    buy: 'Buy {name}',
    note: 'Buying asks you to log in with your mobile number. Plans never renew by themselves.',
    refundRule: CANCEL_REFUND_RULE,
    refundPolicy: 'Refund Policy',
  },
  locale: 'en',
  errors: {},
  server: {},
};
