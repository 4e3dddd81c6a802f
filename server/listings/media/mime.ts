import 'server-only';

const TYPES: Record<string, string> = {
  webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf',
};

/** Content type from a key's extension (every key's extension was chosen from its bytes). */
export function mimeOfKey(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
