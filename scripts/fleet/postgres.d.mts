export function withDatabase(url: string, name: string): string;
export type DatabaseSettings = { applied: string[]; serverOnly: string[] };
export function machineOf(env?: Record<string, string | undefined>): { memoryGb: number; cores: number };
export function applyDatabaseSettings(admin: { query(text: string): Promise<unknown> }, name: string,
  machine?: { memoryGb: number; cores: number }): Promise<DatabaseSettings>;
export function prepareDatabase(o: { serverUrl: string; name: string; fresh?: boolean }): Promise<{ url: string; created: boolean; settings: DatabaseSettings }>;
export function isSeeded(url: string): Promise<boolean>;
export function redact(url: string): string;
