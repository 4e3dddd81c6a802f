// What the checkout page says after each outcome (the journeys check these texts).
export const CHECKOUT_TEXT = {
  paid: 'Payment successful. Your plan is active.',
  failed: 'Payment failed. No money was taken and no plan was added. You can try again.',
  cancelled: 'Payment cancelled. No plan was added.',
  refused: 'We could not verify this payment, so no plan was added. If money was taken, it will be refunded.',
} as const;
