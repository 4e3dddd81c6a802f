export const STOP_WORK: 1;
export const CLOSE_CONNECTIONS: 2;
export function onShutdown(name: string, phase: 1 | 2, fn: () => unknown): void;
export function runShutdownHooks(timeoutMs?: number, log?: (line: string) => void): Promise<void>;
export function setDraining(): void;
export function isDraining(): boolean;
