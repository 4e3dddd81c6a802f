'use client';
import { CityField } from '@/components/forms/city-field';
import { ImageField } from '@/components/forms/image-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { uploadLogo, uploadPicture } from '@/components/forms/uploads';
import { DESCRIPTION_MAX } from './edit-profile-schema';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from './profile-words';

/** The fields of each variant: builders edit the company, others their own picture. */
export function EditProfileFields({ builder, city, words = ENGLISH_PROFILE_WORDS.edit }: { builder: boolean; city: string; words?: ProfileWords['edit'] }) {
  const w = words;
  return (
    <>
      {builder ? (
        <>
          <ImageField name="companyLogo" label={w.companyLogo} upload={uploadLogo} round={false} words={w.image} />
          <TextField name="companyName" label={w.companyName} autoComplete="organization" />
          <TextField name="name" label={w.yourName} autoComplete="name" />
          <TextField name="companyRole" label={w.companyRole} autoComplete="organization-title" />
        </>
      ) : (
        <>
          <ImageField name="picture" label={w.picture} upload={uploadPicture} words={w.image} />
          <TextField name="name" label={w.fullName} autoComplete="name" />
        </>
      )}
      <TextField name="email" type="email" label={w.email} autoComplete="email" />
      <CityField name="city" label={w.city} city={city} placeholder={w.cityPlaceholder} />
      <TextareaField name="description" label={builder ? w.aboutCompany : w.aboutYou} maxLength={DESCRIPTION_MAX} />
    </>
  );
}
