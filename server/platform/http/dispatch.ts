import 'server-only';
import { NextResponse } from 'next/server';
import { AppError } from '@/lib/app-error';
import { cameOverHttps, clientIp } from './client-ip';
import { failure, success } from './envelope';
import { assertSafeJson } from './json-guard';
import { securityHeaders } from '@/lib/security-headers';
import { requestLocale } from '@/lib/i18n/request-locale';
import type { RequestContext, RouteTable } from './types';
import { inReadScope, readOwnWritesCookie } from '../db/read-scope';

const MAX_JSON_BYTES = 1_000_000;

function normalise(pathname: string): string {
  const p = pathname.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

function makeContext(req: Request, path: string): RequestContext {
  const url = new URL(req.url);
  let parsed: Promise<unknown> | undefined;
  return {
    req, url, path, method: req.method, ip: clientIp(req.headers), locale: requestLocale(req.headers),
    query(name) {
      const v = url.searchParams.get(name);
      if (v?.includes('\u0000')) throw new AppError('validation', `${name} must not contain NUL characters`, { field: name });
      return v;
    },
    json() {
      parsed ??= (async () => {
        const text = await req.text();
        if (text.length > MAX_JSON_BYTES) throw new AppError('too_large', 'Request body is too large');
        if (!text.trim()) return {};
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new AppError('bad_request', 'Malformed JSON body');
        }
        assertSafeJson(body);
        return body;
      })();
      return parsed;
    },
    async form() {
      try {
        return await req.formData();
      } catch {
        throw new AppError('bad_request', 'Expected a multipart/form-data body');
      }
    },
  }
}

export function createDispatcher(table: RouteTable) {
  const byPath = new Map<string, Set<string>>();
  for (const key of Object.keys(table)) {
    const [method, path] = key.split(' ');
    const p = normalise(path);
    if (!byPath.has(p)) byPath.set(p, new Set());
    byPath.get(p)!.add(method);
  }

  async function dispatch(req: Request): Promise<Response> {
    return inReadScope(req, async (scope) => {
      const res = await answer(req);
      for (const [k, v] of Object.entries(securityHeaders({ https: cameOverHttps(req), api: true }))) res.headers.set(k, v);
      // After a write this session reads from the primary for a moment (server/platform/db/read-scope.ts).
      const fresh = readOwnWritesCookie(scope, cameOverHttps(req) || process.env.COOKIE_SECURE === '1');
      if (fresh) res.headers.append('set-cookie', fresh);
      return res;
    });
  }

  async function answer(req: Request): Promise<Response> {
    const path = normalise(new URL(req.url).pathname);
    try {
      const methods = byPath.get(path);
      if (!methods) throw new AppError('not_found', `No such endpoint: ${req.method} ${path}`);
      const handler = table[`${req.method} ${path}`];
      if (!handler) {
        const res = failure(new AppError('method_not_allowed', `Use ${[...methods].join(' or ')} for ${path}`));
        res.headers.set('Allow', [...methods].join(', '));
        return res;
      }
      const result = await handler(makeContext(req, path));
      if (result instanceof Response) return result;
      const res = success(result.data ?? null, result.message ?? 'Success', result.status ?? 200, { code: result.code, params: result.params });
      for (const c of result.setCookies ?? []) {
        res.cookies.set(c.name, c.value, {
          path: '/', sameSite: 'lax', httpOnly: c.httpOnly ?? true, maxAge: c.maxAge,
          // Secure whenever the request came over HTTPS (COOKIE_SECURE=1 forces it).
          secure: cameOverHttps(req) || process.env.COOKIE_SECURE === '1',
        });
      }
      return res;
    } catch (e) {
      return failure(e, req.headers.get('x-request-id'));
    }
  }

  return dispatch;
}

export type Dispatch = ReturnType<typeof createDispatcher>;
export { NextResponse };
