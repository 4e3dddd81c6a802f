'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from './profile-words';

// The profile layout translates once on the server and hands the words to every page's heading
// through this, so each of the many pages does not have to pass them to PageHeading itself.
const Words = createContext<ProfileWords>(ENGLISH_PROFILE_WORDS);

export function ProfileWordsProvider({ words, children }: { words: ProfileWords; children: ReactNode }) {
  return <Words.Provider value={words}>{children}</Words.Provider>;
}

/** The profile pages' words in the page's language (English outside a provider). */
export const useProfileWords = () => useContext(Words);
