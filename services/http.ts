import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { AppError, isAuthFailure, type Envelope } from '@/lib/app-error';
import { HTTP_TIMEOUT_MS } from '@/lib/constants';
import { clearAllKeepCity, getItem } from '@/lib/storage';

// The one axios instance of the client (SPEC §7). Every call resolves with the
// success envelope or rejects with an AppError, so callers never inspect HTTP
// status codes or envelope flags themselves.

export type Ok<T> = { status: 'success'; message: string; data: T };

export const NETWORK_ERROR_MESSAGE = 'Something Went Wrong';
/** SPEC §8: an answer that is neither success nor fail. */
export const UNKNOWN_ANSWER_MESSAGE = 'Something Went Wrong!';

export const http = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '',
  timeout: HTTP_TIMEOUT_MS,
});

type AuthFailureListener = () => void;
const authListeners = new Set<AuthFailureListener>();

/**
 * The store cannot be imported here (one store per request), so the provider
 * subscribes to learn that storage was wiped. Returns the unsubscribe.
 */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

function checkAuthFailure(body: unknown): void {
  if (body && typeof body === 'object' && isAuthFailure(body as { message?: unknown; data?: unknown })) {
    // The server clears its cookie; the browser copy of the session goes here.
    clearAllKeepCity();
    authListeners.forEach((l) => l());
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && 'status' in body;
}

http.interceptors.request.use((config) => {
  const token = getItem('accessToken');
  if (token) config.headers.set('x-access-token', token);
  return config;
});

http.interceptors.response.use(
  (res: AxiosResponse) => {
    const body: unknown = res.data;
    checkAuthFailure(body);
    if (isEnvelope(body) && body.status === 'success') return res;
    if (isEnvelope(body) && body.status === 'fail') {
      // SPEC §7: HTTP 200 with status 'fail' goes to the error handler too.
      throw AppError.fromStatus(res.status, body.message, body.data);
    }
    throw new AppError('internal', UNKNOWN_ANSWER_MESSAGE, body);
  },
  (err: unknown) => {
    // Aborted requests (e.g. a superseded autocomplete) stay recognisable via axios.isCancel.
    if (axios.isCancel(err)) throw err;
    if (axios.isAxiosError(err) && err.response) {
      const body: unknown = err.response.data;
      checkAuthFailure(body);
      if (isEnvelope(body) && body.status === 'fail') {
        throw AppError.fromStatus(err.response.status, body.message, body.data);
      }
      throw AppError.fromStatus(err.response.status, NETWORK_ERROR_MESSAGE, body);
    }
    if (err instanceof AppError) throw err;
    throw new AppError('unavailable', NETWORK_ERROR_MESSAGE);
  },
);

async function send<T>(config: AxiosRequestConfig): Promise<Ok<T>> {
  const res = await http.request<Ok<T>>(config);
  return res.data;
}

export type CallOptions = { signal?: AbortSignal };

export const post = <T>(url: string, body?: unknown, opts: CallOptions = {}) =>
  send<T>({ method: 'POST', url, data: body ?? {}, signal: opts.signal });

export const get = <T>(url: string, params?: Record<string, unknown>, opts: CallOptions = {}) =>
  send<T>({ method: 'GET', url, params, signal: opts.signal });

export const del = <T>(url: string, opts: CallOptions = {}) =>
  send<T>({ method: 'DELETE', url, signal: opts.signal });

/** Multipart POST of one file under the field name the endpoint expects. */
export function upload<T>(url: string, field: string, file: Blob, filename?: string): Promise<Ok<T>> {
  const form = new FormData();
  if (filename) form.append(field, file, filename);
  else form.append(field, file);
  return send<T>({ method: 'POST', url, data: form });
}
