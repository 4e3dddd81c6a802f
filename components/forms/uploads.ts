'use client';
import { uploadCompanyLogo, uploadUserImage } from '@/services/api/profile';

// Upload functions for ImageField: each resolves with the stored image's URL.
export const uploadLogo = async (file: File) => (await uploadCompanyLogo(file, file.name)).data.location;
export const uploadPicture = async (file: File) => (await uploadUserImage(file, file.name)).data.location;
