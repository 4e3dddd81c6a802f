import 'server-only';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Handler, HandlerResult, RequestContext } from './types';
import { validate } from './validate';

/**
 * The "require a caller, validate the body, call the domain" handler, written
 * once. `who` resolves the caller (and throws the 401/403) before the body is
 * read, so an anonymous call is refused as before whatever it sends. Each kind
 * of caller gets its own `authed` (auth/session.ts: any signed-in user;
 * leads/active-user.ts: a verified, unbanned one); the shared HTTP layer names
 * no domain.
 */
export function authedBy<U>(who: (ctx: RequestContext) => Promise<U>) {
  return <S extends AnyObjectSchema>(
    schema: S,
    handler: (caller: U, body: InferType<S>, ctx: RequestContext) => Promise<HandlerResult>,
  ): Handler => async (ctx) => {
    const caller = await who(ctx);
    return handler(caller, await validate(schema, await ctx.json()), ctx);
  };
}
