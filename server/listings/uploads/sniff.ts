import 'server-only';

// What a file is, from its first bytes (magic numbers), never from its name or
// the browser's claimed type: a renamed text file stays a text file.

export type FileKind = { mime: string; ext: 'jpg' | 'png' | 'webp' | 'pdf' };

const JPEG = { mime: 'image/jpeg', ext: 'jpg' } as const;
const PNG = { mime: 'image/png', ext: 'png' } as const;
const WEBP = { mime: 'image/webp', ext: 'webp' } as const;
const PDF = { mime: 'application/pdf', ext: 'pdf' } as const;

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniff(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return WEBP;
  if (startsWith(head, ascii('%PDF-'))) return PDF;
  return null;
}

export const IMAGE_KINDS = ['image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_KINDS = [...IMAGE_KINDS, 'application/pdf'];

/** Content type of a stored name (the extension was chosen from the bytes). */
export function mimeOfName(name: string): string | null {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return [JPEG, PNG, WEBP, PDF].find((k) => k.ext === ext)?.mime ?? null;
}
