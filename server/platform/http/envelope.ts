import 'server-only';
import { NextResponse } from 'next/server';
import { AppError } from '@/lib/app-error';
import type { MessageParams } from '@/lib/server-messages';
import { clientFaultOf, loggableError, unavailableOf } from './db-errors';

/** A message's code for the client's own wording (lib/server-messages.ts); absent for uncoded messages. */
export type Coded = { code?: string; params?: MessageParams };

const codedFields = ({ code, params }: Coded) => (code ? { code, ...(params ? { params } : {}) } : {});

export function success(data: unknown, message = 'Success', status = 200, coded: Coded = {}) {
  return NextResponse.json({ status: 'success', message, ...codedFields(coded), data }, { status });
}

export function failure(err: unknown, requestId?: string | null): NextResponse {
  if (err instanceof AppError) {
    const coded = codedFields({ code: err.messageCode, params: err.params });
    const body = err.data === undefined
      ? { status: 'fail', message: err.message, ...coded }
      : { status: 'fail', message: err.message, ...coded, data: err.data };
    const res = NextResponse.json(body, { status: err.status });
    if (err.code === 'unauthorized') res.cookies.delete('access_token');
    if ((err.code === 'rate_limited' || err.code === 'unavailable') && typeof err.data === 'object' && err.data && 'retry_after' in err.data) {
      res.headers.set('Retry-After', String((err.data as { retry_after: number }).retry_after));
    }
    return res;
  }
  const clientFault = clientFaultOf(err);
  if (clientFault) return failure(clientFault);
  // Logged as a line of its own: a failover leaves a few of these, each worth seeing.
  const away = unavailableOf(err);
  if (away) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'api database unavailable', request_id: requestId ?? undefined, ...loggableError(err) }));
    return failure(away);
  }
  // Database and programming errors are logged (without parameter values), never shown:
  // one JSON line with the request's id, as the request log line (server/platform/runtime/request-log.ts).
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'api unexpected error', request_id: requestId ?? undefined, ...loggableError(err) }));
  return NextResponse.json({ status: 'fail', message: 'Something Went Wrong', code: 'something_went_wrong' }, { status: 500 });
}
