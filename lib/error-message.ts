import { AppError } from './app-error';
import { serverText } from './server-messages';

/**
 * The message to show for a failed call: the server's words, else a fallback. With a page's
 * `server` texts (code -> template), a coded message is shown in the page's language.
 */
export function errorMessage(e: unknown, fallback: string, server?: Readonly<Record<string, string>>): string {
  if (e instanceof AppError && e.message) return serverText({ message: e.message, code: e.messageCode, params: e.params }, server);
  return fallback;
}
