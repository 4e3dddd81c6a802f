import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageParams } from '@/lib/server-messages';

export type RequestContext = {
  req: Request;
  url: URL;
  method: string;
  path: string;
  ip: string;
  /** The language of the page that called (lib/i18n/request-locale.ts): texts sent on its behalf use it. */
  locale: Locale;
  /** The JSON body; malformed JSON is a 400 with a clear message. */
  json(): Promise<unknown>;
  /** The multipart body. */
  form(): Promise<FormData>;
  query(name: string): string | null;
};

export type HandlerResult =
  | Response
  | { data?: unknown; message?: string; status?: number; setCookies?: CookieSpec[];
    /** The message's code and values (lib/server-messages.ts), for the client's own wording. */
    code?: string; params?: MessageParams };

export type CookieSpec = { name: string; value: string; maxAge: number; httpOnly?: boolean };

export type Handler = (ctx: RequestContext) => Promise<HandlerResult>;

/** `METHOD /exact/path` -> handler. */
export type RouteTable = Record<string, Handler>;
