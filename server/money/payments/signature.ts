import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time comparison of two hex signatures (any length mismatch is false). */
export function sameSignature(expected: string, given: string | null | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** Razorpay checkout result: HMAC-SHA256(order_id + "|" + payment_id) with the key secret. */
export function checkoutSignatureOk(secret: string, providerOrderId: string, paymentId: string, signature: string | null | undefined) {
  return sameSignature(hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`), signature);
}

/** Razorpay webhook: HMAC-SHA256 of the raw body with the webhook secret (X-Razorpay-Signature). */
export function webhookSignatureOk(secret: string, rawBody: string, signature: string | null | undefined) {
  return sameSignature(hmacSha256Hex(secret, rawBody), signature);
}
