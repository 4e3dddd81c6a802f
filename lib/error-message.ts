import { AppError } from './app-error';
import { serverText } from './server-messages';

/**
 * The message to show for a failed call: the server's words, else a fallback. `texts`: the page's
 * language by message code (lib/server-messages.ts); without them, or for a code they lack, the server's English.
 */
export function errorMessage(e: unknown, fallback: string, texts?: Readonly<Record<string, string>>): string {
  if (e instanceof AppError && e.message) return serverText({ message: e.message, code: e.messageCode, params: e.params }, texts);
  return fallback;
}

