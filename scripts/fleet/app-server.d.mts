import type { ChildProcess } from 'node:child_process';
import type { FleetServer } from './start.mjs';

export function waitReady(url: string, child?: ChildProcess, ms?: number): Promise<void>;
export function startAppServer(o: { root: string; dir: string; index: number; port: number; env: Record<string, string>; log: string }): FleetServer;
