import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '@/lib/static-content';
import { CANCEL_REFUND_RULE, REFUND_POLICY_SECTIONS, refundOnCancel } from '@/lib/billing/refund-rule';

const NOW = new Date('2026-11-28T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const paid = { paidPaise: 58_882, paidAt: hoursAgo(3), upcoming: false, featured: 0, projects: 0 };

describe('one refund rule for the policy page and the cancel flow', () => {
  it('the Refund Policy page prints the rule the cancel dialog states', () => {
    expect(STATIC_PAGES['refund-policy']!.sections).toBe(REFUND_POLICY_SECTIONS);
    expect(REFUND_POLICY_SECTIONS.flatMap((s) => s.body)).toContain(CANCEL_REFUND_RULE);
  });

  it('applies it: unused within 48 hours or not yet started refunds in full; used, late or unpaid does not', () => {
    expect(refundOnCancel(paid, NOW)).toEqual({ refundPaise: 58_882, reason: 'it was cancelled within 48 hours, unused' });
    expect(refundOnCancel({ ...paid, paidAt: hoursAgo(47.9) }, NOW).refundPaise).toBe(58_882);
    expect(refundOnCancel({ ...paid, paidAt: hoursAgo(48.1) }, NOW)).toEqual({ refundPaise: 0, reason: 'it was bought more than 48 hours ago' });
    expect(refundOnCancel({ ...paid, featured: 1 }, NOW).reason).toBe('it has featured a listing');
    expect(refundOnCancel({ ...paid, projects: 1 }, NOW).reason).toBe('it has held a project');
    expect(refundOnCancel({ ...paid, paidAt: hoursAgo(500), upcoming: true }, NOW)).toEqual({ refundPaise: 58_882, reason: 'it had not started' });
    expect(refundOnCancel({ ...paid, paidPaise: 0, paidAt: null }, NOW).refundPaise).toBe(0);
  });
});
