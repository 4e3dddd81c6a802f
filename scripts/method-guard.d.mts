import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
export const REFUSED_METHODS: string[];
export const ALLOWED: string;
export function guardHeaders(https: boolean): Record<string, string>;
export function refuseMethod(req: IncomingMessage, res: ServerResponse, https: boolean): boolean;
export function rawRefusal(method: string, https: boolean): string;
export function onConnect(req: IncomingMessage, socket: Duplex): void;
export function onClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void;
