'use client';
import type { PostingCategory } from '@/lib/posting/categories';
import { PhotosField } from './photos-field';

/** Step: photos, the first one the cover. */
export function PhotosStep({ category, guestToken }: { category: PostingCategory; guestToken?: string | null }) {
  return (
    <>
      <p className="text-muted">Listings with photos get far more calls. Add up to 20; use the buttons to choose the cover and the order.</p>
      <PhotosField name="photos" agriculture={category.group === 'agriculture'} guestToken={guestToken} />
    </>
  );
}
