import axios, { type AxiosResponse } from 'axios';
import { AppError, isAuthFailure, type Envelope } from '@/lib/app-error';
import { HTTP_TIMEOUT_MS } from '@/lib/constants';
import { API_LOCALE_HEADER } from '@/lib/i18n/request-locale';
import { clearAllKeepCity, getItem } from '@/lib/storage';
import { codedPart } from '@/lib/server-messages';
import { notifyAuthFailure } from './auth-failure';

// The one axios instance of the client (SPEC §7). Every call resolves with the
// success envelope or rejects with an AppError, so callers never inspect HTTP
// status codes or envelope flags themselves. services/http.ts loads this file
// on the first call: pages that make none at load never download axios.

export const NETWORK_ERROR_MESSAGE = 'Something Went Wrong';
/** SPEC §8: an answer that is neither success nor fail. */
export const UNKNOWN_ANSWER_MESSAGE = 'Something Went Wrong!';

export const http = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '',
  timeout: HTTP_TIMEOUT_MS,
});

function checkAuthFailure(body: unknown): void {
  if (body && typeof body === 'object' && isAuthFailure(body as { message?: unknown; data?: unknown })) {
    // The server clears its cookie; the browser copy of the session goes here.
    clearAllKeepCity();
    notifyAuthFailure();
  }
}

/** The fail envelope as an AppError, keeping its message code for the client's own wording. */
function failOf(status: number, body: Envelope): AppError {
  const e = AppError.fromStatus(status, body.message, body.data);
  const { code, params } = codedPart(body);
  return code ? e.coded(code, params) : e;
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && 'status' in body;
}

http.interceptors.request.use((config) => {
  const token = getItem('accessToken');
  if (token) config.headers.set('x-access-token', token);
  // The page's language, for what the server sends on this call (an OTP text in Hindi).
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) config.headers.set(API_LOCALE_HEADER, lang);
  return config;
});

http.interceptors.response.use(
  (res: AxiosResponse) => {
    const body: unknown = res.data;
    checkAuthFailure(body);
    if (isEnvelope(body) && body.status === 'success') return res;
    if (isEnvelope(body) && body.status === 'fail') {
      // SPEC §7: HTTP 200 with status 'fail' goes to the error handler too.
      throw failOf(res.status, body);
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
        throw failOf(err.response.status, body);
      }
      throw AppError.fromStatus(err.response.status, NETWORK_ERROR_MESSAGE, body);
    }
    if (err instanceof AppError) throw err;
    throw new AppError('unavailable', NETWORK_ERROR_MESSAGE);
  },
);
