import type { AxiosInstance, AxiosRequestConfig } from 'axios';

// The client's calls (SPEC §7). Every call resolves with the success envelope
// or rejects with an AppError (services/axios-client.ts). axios itself is
// imported on the first call, so it stays out of the first-load JavaScript of
// pages that make no call while loading.

/** `code`/`params`: the message's code, on endpoints that name their messages (lib/server-messages.ts). */
export type Ok<T> = { status: 'success'; message: string; data: T; code?: string; params?: Record<string, string | number> };

export { onAuthFailure } from './auth-failure';

let client: Promise<AxiosInstance> | null = null;

/** The axios instance, loaded once; also lets a caller warm it up ahead of a call. */
export function loadHttpClient(): Promise<AxiosInstance> {
  client ??= import('./axios-client').then((m) => m.http);
  return client;
}

async function send<T>(config: AxiosRequestConfig): Promise<Ok<T>> {
  const http = await loadHttpClient();
  const res = await http.request<Ok<T>>(config);
  return res.data;
}

/** headers: e.g. the guest posting token, sent as x-access-token instead of a login. */
export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };

export const post = <T>(url: string, body?: unknown, opts: CallOptions = {}) =>
  send<T>({ method: 'POST', url, data: body ?? {}, signal: opts.signal, headers: opts.headers });

export const get = <T>(url: string, params?: Record<string, unknown>, opts: CallOptions = {}) =>
  send<T>({ method: 'GET', url, params, signal: opts.signal });

export const del = <T>(url: string, opts: CallOptions = {}) =>
  send<T>({ method: 'DELETE', url, signal: opts.signal });

export type UploadOptions = CallOptions & { onProgress?: (fraction: number) => void };

/** Multipart POST of one file under the field name the endpoint expects. */
export function upload<T>(url: string, field: string, file: Blob, filename?: string, opts: UploadOptions = {}): Promise<Ok<T>> {
  const form = new FormData();
  if (filename) form.append(field, file, filename);
  else form.append(field, file);
  const { onProgress } = opts;
  return send<T>({
    method: 'POST', url, data: form, signal: opts.signal, headers: opts.headers,
    onUploadProgress: onProgress ? (e) => onProgress(e.total ? e.loaded / e.total : 0) : undefined,
  });
}
