import 'server-only';
import { AppError } from '@/lib/app-error';
import { configuredProvider, sandboxOpen } from '@/lib/payments-config';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';
import type { PaymentProvider, ProviderName } from './types';

const PROVIDERS: Record<ProviderName, PaymentProvider> = {
  sandbox: sandboxProvider, razorpay: razorpayProvider, stripe: stripeProvider,
};

export const PAYMENTS_CLOSED = 'Payments are not configured';

// Besides the start-up refusal (next.config.ts): a closed sandbox can neither open
// nor finish an order, so no path grants a plan for unpaid money.
function usable(p: PaymentProvider): PaymentProvider {
  if (p.name === 'sandbox' && !sandboxOpen(process.env)) throw new AppError('unavailable', PAYMENTS_CLOSED);
  return p;
}

/** PAYMENT_PROVIDER picks the gateway for new orders (the sandbox when unset, outside production). */
export function currentProvider(): PaymentProvider {
  const name = configuredProvider(process.env);
  if (!name) throw new AppError('unavailable', PAYMENTS_CLOSED);
  const p = PROVIDERS[name as ProviderName];
  if (!p) throw new AppError('unavailable', `Unknown PAYMENT_PROVIDER "${name}"`);
  return usable(p);
}

/** An order is always finished with the gateway it was created with. */
export function providerNamed(name: string): PaymentProvider {
  const p = PROVIDERS[name as ProviderName];
  if (!p) throw new AppError('internal', `Order has an unknown provider "${name}"`);
  return usable(p);
}
