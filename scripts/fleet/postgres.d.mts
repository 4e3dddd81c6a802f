export function withDatabase(url: string, name: string): string;
export function prepareDatabase(o: { serverUrl: string; name: string; fresh?: boolean }): Promise<{ url: string; created: boolean }>;
export function isSeeded(url: string): Promise<boolean>;
export function redact(url: string): string;
