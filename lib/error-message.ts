import { AppError } from './app-error';

/** The message to show for a failed call: the server's words, else a fallback. */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof AppError && e.message) return e.message;
  return fallback;
}
