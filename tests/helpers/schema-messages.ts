import type * as yup from 'yup';

/** Every message a schema gives for `value` (all fields, not only the first error). */
export async function schemaMessages(schema: yup.AnySchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as yup.ValidationError).errors;
  }
}
