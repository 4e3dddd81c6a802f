export function parseFleetArgs(argv: string[]): Record<string, unknown>;
