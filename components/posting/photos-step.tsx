'use client';
import type { PostingCategory } from '@/lib/posting/categories';
import { PhotosField } from './photos-field';
import { usePostingWords } from './posting-words';

/** Step: photos, the first one the cover. */
export function PhotosStep({ category, guestToken }: { category: PostingCategory; guestToken?: string | null }) {
  const t = usePostingWords().text.photos;
  return (
    <>
      <p className="text-muted">{t.lead}</p>
      <PhotosField name="photos" agriculture={category.group === 'agriculture'} guestToken={guestToken} />
    </>
  );
}
