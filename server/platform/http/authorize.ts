import 'server-only';
import { AppError } from '@/lib/app-error';
import { decide, type Action, type Actor, type PolicyArgs, type PrivateKind } from '@/lib/policy';

/**
 * Enforces lib/policy on the server: returns when the caller may, else throws
 * the policy's refusal as the API's error (its status, its text, its data).
 */
export function authorize<A extends Action>(actor: Actor | null | undefined, action: A, ...resource: PolicyArgs<A>): void {
  const d = decide(actor, action, ...resource);
  if (!d.allowed) throw new AppError(d.code, d.message, d.data);
}

/**
 * The caller's private row, or the policy's 404 (row.own: a missing row and
 * someone else's answer alike, so ids cannot be counted).
 */
export function ownRow<T extends { userId: number | null }>(callerId: number, kind: PrivateKind, row: T | undefined): T {
  authorize({ id: callerId }, 'row.own', { kind, userId: row?.userId });
  // Allowed means the row exists and is the caller's.
  if (!row) throw new AppError('internal', 'row.own allowed a missing row');
  return row;
}
