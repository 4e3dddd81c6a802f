import { dispatch } from '@/server/platform/routes';

export type ApiAnswer<T = any> = {
  http: number; headers: Headers;
  /** `code` and `params`: the message's code, on endpoints that name their messages (lib/server-messages.ts). */
  body: { status: string; message: string; data?: T; code?: string; params?: Record<string, string | number> };
};

/** Calls the real route table the way the browser would. */
export async function call<T = any>(
  method: string,
  path: string,
  body?: unknown,
  opts: { token?: string; ip?: string; raw?: string | FormData; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '10.0.0.1', ...opts.headers };
  if (opts.token) headers['x-access-token'] = opts.token;
  let payload: BodyInit | undefined;
  if (opts.raw !== undefined) payload = opts.raw;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await dispatch(new Request(`http://localhost${path}`, { method, headers, body: payload }));
  return { http: res.status, body: await res.json(), headers: res.headers };
}
