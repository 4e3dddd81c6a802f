import 'server-only';
import { AppError } from '@/lib/app-error';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';
import type { PaymentProvider, ProviderName } from './types';

const PROVIDERS: Record<ProviderName, PaymentProvider> = {
  sandbox: sandboxProvider, razorpay: razorpayProvider, stripe: stripeProvider,
};

/** PAYMENT_PROVIDER picks the gateway for new orders (sandbox when unset). */
export function currentProvider(): PaymentProvider {
  const name = (process.env.PAYMENT_PROVIDER || 'sandbox') as ProviderName;
  const p = PROVIDERS[name];
  if (!p) throw new AppError('unavailable', `Unknown PAYMENT_PROVIDER "${name}"`);
  return p;
}

/** An order is always finished with the gateway it was created with. */
export function providerNamed(name: string): PaymentProvider {
  const p = PROVIDERS[name as ProviderName];
  if (!p) throw new AppError('internal', `Order has an unknown provider "${name}"`);
  return p;
}
