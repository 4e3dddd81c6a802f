export const WARM_PATHS: string[];
export function isWarming(): boolean;
export function warmUp(base: string, paths?: string[], log?: (line: string) => void): Promise<void>;
