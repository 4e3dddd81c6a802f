'use client';
import { ErrorWords } from '@/components/forms/error-words';
import type { PostingType } from '@/lib/posting/categories';
import { PosterGate } from './poster-gate';
import { PostingWizard } from './posting-wizard';
import { ENGLISH_POSTING_WORDS, PostingWordsContext, type PostingWords } from './posting-words';

type Props = {
  group: string; slug: string; postType: PostingType; editId: number | null;
  signedIn: boolean; role: string | null; guestHref: string | null;
  /** The wizard's words in the page's language (posting-words-server.ts); English by default. */
  words?: PostingWords;
};

/** A post-property route: the wizard behind the poster gate (SPEC §6; homes also have a guest route). */
export function PostPropertyScreen({ group, slug, postType, editId, signedIn, role, guestHref, words }: Props) {
  return (
    <PostingWordsContext.Provider value={words ?? ENGLISH_POSTING_WORDS}>
      <ErrorWords.Provider value={words?.errors ?? {}}>
        <PosterGate noun="property" plural="properties" signedIn={signedIn} role={role} guestHref={guestHref} words={words?.text.gate}>
          <PostingWizard group={group} slug={slug} postType={postType} editId={editId} />
        </PosterGate>
      </ErrorWords.Provider>
    </PostingWordsContext.Provider>
  );
}
