import 'server-only';
import type { Db } from '../db/client';
import { faqs, plans } from '../db/schema';
import { CANCEL_REFUND_RULE } from '@/lib/billing/refund-rule';

// Fixed content: FAQs (general and subscription audiences) and the paid plans
// per poster type. Plan codes are stable so orders can refer to them.

const GENERAL: [string, string][] = [
  ['How do I post a property?', 'Log in with your mobile number, tap Post Property, choose sale, rent or PG and fill in the details. Residential properties and PGs can also be posted as a guest after OTP verification.'],
  ['Is posting a property free?', 'Owners can post their first property free of charge. Agents and builders need an active plan to post more listings or projects.'],
  ['How long does it take for my listing to go live?', 'Every listing is reviewed before it appears in search, usually within 24 hours.'],
  ['Why can I not see my listing in search?', 'Listings that are pending review, rejected or expired are hidden from search. Check its status under My Properties.'],
  ['How do I contact an owner or agent?', 'Open the property and use Request Callback or Enquire; the poster gets your name and number.'],
  ['How do I save a property?', 'Tap the heart on any property. Saved properties are listed under Saved Properties in your profile.'],
  ['Can I change my account type later?', 'Your account type (buyer, owner, agent or builder) is chosen at registration. Contact support to change it.'],
  ['How do I report a fake listing?', 'Use Report on the property page and pick a reason. Our team reviews every report.'],
];
const SUBSCRIPTION: [string, string][] = [
  ['What do I get with a plan?', 'A plan lets you post a number of listings or projects for its duration, and feature some of them at the top of search results.'],
  ['How do I pay?', 'Pay securely online by card, UPI or net banking. A GST invoice is sent to your billing e-mail.'],
  ['When does my plan start?', 'Immediately after the payment is verified.'],
  ['What happens when my plan expires?', 'Your listings stay visible until they expire, but you cannot post new ones until you renew.'],
  ['Can I upgrade my plan?', 'Yes. Choose Upgrade Plan in Plan Management; the new plan starts right away.'],
  ['How do I renew a builder project plan?', 'Open Plan Management, pick the project and choose Renew Plan.'],
  // The Refund Policy's own words (lib/billing/refund-rule.ts), so the FAQ cannot say otherwise.
  ['Are plans refundable?', CANCEL_REFUND_RULE],
  ['Do I need GST details for billing?', 'GSTIN is optional; add it in billing details to claim input tax credit.'],
];

type Audience = 'owner' | 'agent' | 'builder';
// Durations of 30, 90 or 180 days; `listingQuota` comes on top of the free allowance
// (server/money/plans/allowance.ts); top tiers get priority moderation (reviewed first).
const plan = (
  code: string, name: string, audience: Audience, durationDays: number, rupees: number,
  listingQuota: number, featuredQuota: number, projectQuota: number, priorityModeration: boolean, features: string[],
) => ({
  code, name, audience, durationDays, pricePaise: rupees * 100, listingQuota, featuredQuota, projectQuota, priorityModeration, features,
  sortOrder: rupees,
});

export const PLANS = [
  plan('owner_basic', 'Owner Basic', 'owner', 30, 499, 2, 0, 0, false, ['2 more live listings', 'Visible for 30 days', 'Phone number shown to buyers']),
  plan('owner_plus', 'Owner Plus', 'owner', 90, 1499, 5, 1, 0, false, ['5 more live listings', '1 featured listing', 'Valid for 90 days']),
  plan('owner_premium', 'Owner Premium', 'owner', 180, 2999, 10, 3, 0, true, ['10 more live listings', '3 featured listings', 'Priority moderation', 'Valid for 180 days']),
  plan('agent_starter', 'Agent Starter', 'agent', 30, 2999, 10, 2, 0, false, ['10 more live listings', '2 featured listings', 'Agent profile page']),
  plan('agent_pro', 'Agent Pro', 'agent', 90, 7999, 40, 8, 0, true, ['40 more live listings', '8 featured listings', 'Priority moderation']),
  plan('agent_premium', 'Agent Premium', 'agent', 180, 14999, 100, 20, 0, true, ['100 more live listings', '20 featured listings', 'Priority moderation', 'Priority support']),
  plan('builder_project', 'Builder Project', 'builder', 90, 9999, 20, 2, 1, false, ['1 project slot', '20 more live listings', '2 featured listings']),
  plan('builder_growth', 'Builder Growth', 'builder', 180, 24999, 60, 6, 3, true, ['3 project slots', '60 more live listings', '6 featured listings', 'Priority moderation']),
  plan('builder_enterprise', 'Builder Enterprise', 'builder', 180, 59999, 200, 20, 10, true, ['10 project slots', '200 more live listings', '20 featured listings', 'Priority moderation']),
];

export async function seedContent(db: Db): Promise<{ faqs: number; plans: number }> {
  const rows = [
    ...GENERAL.map(([question, answer], i) => ({ audience: 'general', question, answer, sortOrder: i + 1 })),
    ...SUBSCRIPTION.map(([question, answer], i) => ({ audience: 'subscription', question, answer, sortOrder: i + 1 })),
  ];
  await db.insert(faqs).values(rows);
  await db.insert(plans).values(PLANS).onConflictDoNothing();
  return { faqs: rows.length, plans: PLANS.length };
}
