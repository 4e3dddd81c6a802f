export function trustedHops(raw?: string): number;
export function forwardedFor(claimed: string | string[] | undefined, socketAddress: string | undefined, hops?: number): string;
export function forwardedProto(claimed: string | string[] | undefined, encrypted: boolean, hops?: number): string;
export function listenHost(o?: { flag?: string; env?: string; hops?: number }): string;
export function isLoopback(host: string): boolean;
