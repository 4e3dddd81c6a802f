'use client';
import type { PostingType } from '@/lib/posting/categories';
import { PosterGate } from './poster-gate';
import { PostingWizard } from './posting-wizard';

type Props = {
  group: string; slug: string; postType: PostingType; editId: number | null;
  signedIn: boolean; role: string | null; guestHref: string | null;
};

/** A post-property route: the wizard behind the poster gate (SPEC §6; homes also have a guest route). */
export function PostPropertyScreen({ group, slug, postType, editId, signedIn, role, guestHref }: Props) {
  return (
    <PosterGate noun="property" plural="properties" signedIn={signedIn} role={role} guestHref={guestHref}>
      <PostingWizard group={group} slug={slug} postType={postType} editId={editId} />
    </PosterGate>
  );
}
