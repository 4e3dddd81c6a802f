export function parseMoment(text: string | undefined): Date;
export function planRestore(o: { store: unknown; prefix: string; at: Date }): Promise<{ backup: { tar: string; finished: Date }; newestWal: Date }>;
export function restoreToMoment(o: { at: Date; dir: string; port: number; s3?: Record<string, string>; cluster?: string; say?: (text: string) => void }):
  Promise<{ url: string; pid: number; dir: string; log: string; backup: string; newestWal: Date; toEnd: boolean }>;
export function main(argv: string[]): Promise<void>;
