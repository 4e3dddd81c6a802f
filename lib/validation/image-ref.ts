import * as yup from 'yup';

// A picture reference a profile may store: our upload paths (/uploads/...,
// /demo/...) or an http(s) link. Never javascript:, data:, //host or "..".
// One rule for registration and every profile update.
const IMAGE_REF = /^(\/(?!\/)[A-Za-z0-9._~\-/]+|https?:\/\/[^\s"'<>]+)$/;

export const isImageRef = (v: string) => IMAGE_REF.test(v) && !v.split('/').includes('..');

export const imageRef = (message: string) =>
  yup.string().typeError(message).trim().max(500, message).test('image-ref', message, (v) => !v || isImageRef(v));
