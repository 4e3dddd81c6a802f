export function flakyTests(report: unknown): string[];
export function vitestFailures(report: unknown): string[];
export function vitestFailedFiles(report: unknown): string[];
export function playwrightFailures(report: unknown): string[];
export function summaryLines(o: { failedSteps: string[]; skippedSteps?: string[]; flaky?: string[]; failures?: string[]; passed: number; failed: number }): string[];
