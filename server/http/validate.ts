import 'server-only';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { AppError } from '@/lib/app-error';

/** Validates and casts a body; the first rule broken becomes the message. */
export async function validate<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('validation', 'Request body must be a JSON object');
  }
  try {
    return await schema.validate(body, { abortEarly: true, stripUnknown: true });
  } catch (e) {
    if (e instanceof ValidationError) {
      throw new AppError('validation', e.errors[0] ?? 'Invalid request', { field: e.path ?? null });
    }
    throw e;
  }
}
