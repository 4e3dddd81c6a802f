/**
 * A React key for a long string (a search's path and sort): FNV-1a, 32 bits, in
 * base 36. A key is written into the page's RSC payload as it is, so a 200-byte
 * search URL as the key was 200 bytes more per keyed part of every results
 * page. Only the change matters to React, and a collision between two
 * searches met one after another in a tab is a 1 in 4 billion chance.
 */
export function shortKey(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
