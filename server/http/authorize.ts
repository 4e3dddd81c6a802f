import 'server-only';
import { AppError } from '@/lib/app-error';
import { decide, type Action, type Actor, type PolicyArgs } from '@/lib/policy';

/**
 * Enforces lib/policy on the server: returns when the caller may, else throws
 * the policy's refusal as the API's error (its status, its text, its data).
 */
export function authorize<A extends Action>(actor: Actor | null | undefined, action: A, ...resource: PolicyArgs<A>): void {
  const d = decide(actor, action, ...resource);
  if (!d.allowed) throw new AppError(d.code, d.message, d.data);
}
