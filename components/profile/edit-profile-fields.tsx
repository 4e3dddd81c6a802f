'use client';
import { CityField } from '@/components/forms/city-field';
import { ImageField } from '@/components/forms/image-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { uploadLogo, uploadPicture } from '@/components/forms/uploads';
import { DESCRIPTION_MAX } from './edit-profile-schema';

/** The fields of each variant: builders edit the company, others their own picture. */
export function EditProfileFields({ builder, city }: { builder: boolean; city: string }) {
  return (
    <>
      {builder ? (
        <>
          <ImageField name="companyLogo" label="Company logo" upload={uploadLogo} round={false} />
          <TextField name="companyName" label="Company name" autoComplete="organization" />
          <TextField name="name" label="Your name" autoComplete="name" />
          <TextField name="companyRole" label="Your role in the company" autoComplete="organization-title" />
        </>
      ) : (
        <>
          <ImageField name="picture" label="Profile picture" upload={uploadPicture} />
          <TextField name="name" label="Full name" autoComplete="name" />
        </>
      )}
      <TextField name="email" type="email" label="E-mail" autoComplete="email" />
      <CityField name="city" label="City" city={city} />
      <TextareaField name="description" label={builder ? 'About the company' : 'About you'} maxLength={DESCRIPTION_MAX} />
    </>
  );
}
