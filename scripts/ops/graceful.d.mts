import type { Server } from 'node:http';
export const DRAIN_MS: number;
export function gracefulShutdown(server: Server, o?: { drainMs?: number; exit?: (code: number) => void }): (signal: string) => Promise<void>;
