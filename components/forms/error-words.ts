'use client';
import { createContext, useContext } from 'react';

/**
 * Validation messages in the page's language: a schema's English message (the
 * SPEC's text) to its translation. A form's parent provides it; with none, every
 * message shows as the schema wrote it.
 */
export const ErrorWords = createContext<Readonly<Record<string, string>>>({});

/** The message as the page's language words it. */
export function useErrorText(): (message: string | null | undefined) => string | null {
  const words = useContext(ErrorWords);
  return (message) => (message ? words[message] ?? message : null);
}
