export type Machine = { memoryGb: number; cores: number; connections?: number };
export type PgSetting = { name: string; value: string; database: boolean };
export function settingsFor(o: Machine): PgSetting[];
export function configFile(o: Machine): string;
export function databaseStatements(name: string, o: Machine): string[];
