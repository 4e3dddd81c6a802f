import type { MessageParams } from './server-messages';

// One error type for both sides: the server maps code -> HTTP status -> fail
// envelope; the axios client rebuilds it from that envelope. `code` is the HTTP
// class; `messageCode` (the envelope's `code`) names the message itself, for a
// client to word it in the visitor's language (lib/server-messages.ts).
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const AUTH_FAILED_MESSAGE = 'Authentication failed';
export const AUTH_FAILED_DATA = 'Unauthorized!';

export class AppError extends Error {
  /** Stable name of the message (the envelope's `code`), with the values its text is filled with. */
  messageCode?: string;
  params?: MessageParams;

  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Names the message (lib/server-messages.ts); the English text stays the message. */
  coded(messageCode: string, params?: MessageParams): this {
    this.messageCode = messageCode;
    if (params) this.params = params;
    return this;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static unauthorized() {
    return new AppError('unauthorized', AUTH_FAILED_MESSAGE, AUTH_FAILED_DATA);
  }

  static fromStatus(status: number, message: string, data?: unknown): AppError {
    const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find(
      (c) => ERROR_STATUS[c] === status && c !== 'validation',
    );
    return new AppError(code ?? (status >= 500 ? 'internal' : 'bad_request'), message, data);
  }
}

/** `code` and `params` only on messages that have a code (lib/server-messages.ts). */
export type Envelope<T = unknown> =
  | { status: 'success'; message: string; data: T; code?: string; params?: MessageParams }
  | { status: 'fail'; message: string; data?: unknown; code?: string; params?: MessageParams };

/** SPEC §4: either marker means the session is gone. */
export function isAuthFailure(body: { message?: unknown; data?: unknown } | undefined): boolean {
  return !!body && (body.data === AUTH_FAILED_DATA || body.message === AUTH_FAILED_MESSAGE);
}
