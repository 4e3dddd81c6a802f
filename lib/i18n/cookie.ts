/** One cookie's value from a Cookie header or document.cookie; undefined when absent. */
export function cookieOf(header: string | null | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
