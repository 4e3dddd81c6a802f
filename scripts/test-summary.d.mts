export function flakyTests(report: unknown): string[];
export function summaryLines(o: { failedSteps: string[]; skippedSteps?: string[]; flaky?: string[]; passed: number; failed: number }): string[];
