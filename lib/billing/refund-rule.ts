// The refund rule of plans, in one place: the Refund Policy page prints these words, the cancel
// dialog states them, and the cancel call applies them to the plan being cancelled and says
// which case it is in. Refunds are made by the payments team from the payment audit
// ('refund_due' rows, written in the cancellation's own transaction).
import { formatPrice } from '../format/price';

export const REFUND_WINDOW_HOURS = 48;
const REFUND_TIME = '7–10 working days';

/** The rule as a visitor reads it (the Refund Policy page and the cancel dialog). */
export const CANCEL_REFUND_RULE = `A plan cancelled within ${REFUND_WINDOW_HOURS} hours of purchase, before it has featured a listing or held `
  + `a project, is refunded in full to the original payment method within ${REFUND_TIME}; so is a renewal cancelled before it starts. `
  + 'Otherwise a cancelled plan is not refunded. Listings posted with a plan wait as "needs a plan" once it ends, so posting alone does not count as use.';

export const REFUND_POLICY_SECTIONS = [
  { heading: 'Plans', body: [`Subscription plans start as soon as payment is verified. If a payment was taken but the plan did not start, write to support within 7 days and we refund the full amount to the original payment method within ${REFUND_TIME}.`] },
  { heading: 'Cancellations', body: [
    'You can cancel a plan at any time from Plan management, in one step. It ends at once, and nothing more is charged: plans never renew by themselves.',
    CANCEL_REFUND_RULE] },
];

export type CancelFacts = {
  /** Paise paid for the plan; 0 for a plan nobody paid for (granted). */
  paidPaise: number;
  paidAt: Date | null;
  /** The plan had not started (a queued renewal). */
  upcoming: boolean;
  /** Listings or projects ever featured with it, and projects it ever held. */
  featured: number;
  projects: number;
};

export type RefundDecision = { refundPaise: number; reason: string };

/** What cancelling this plan now refunds, and why, by the rule above. */
export function refundOnCancel(f: CancelFacts, now = new Date()): RefundDecision {
  if (!(f.paidPaise > 0) || !f.paidAt) return { refundPaise: 0, reason: 'nothing was paid for it' };
  if (f.upcoming) return { refundPaise: f.paidPaise, reason: 'it had not started' };
  if (now.getTime() - f.paidAt.getTime() > REFUND_WINDOW_HOURS * 3_600_000) {
    return { refundPaise: 0, reason: `it was bought more than ${REFUND_WINDOW_HOURS} hours ago` };
  }
  if (f.featured > 0) return { refundPaise: 0, reason: 'it has featured a listing' };
  if (f.projects > 0) return { refundPaise: 0, reason: 'it has held a project' };
  return { refundPaise: f.paidPaise, reason: `it was cancelled within ${REFUND_WINDOW_HOURS} hours, unused` };
}

/** The cancel call's answer in words. */
export function cancelMessage(d: RefundDecision): string {
  return d.refundPaise > 0
    ? `Your plan is cancelled. It will not renew. ${formatPrice(d.refundPaise / 100)} is refunded to your original payment method within ${REFUND_TIME}: ${d.reason}.`
    : `Your plan is cancelled. It will not renew and no further amount will be charged. It is not refunded: ${d.reason}.`;
}
