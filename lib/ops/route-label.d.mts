export function routeLabel(rawPath: string | undefined, status: number): string;
