import type { ChildProcess } from 'node:child_process';

export type HaPart = { name: string; child: ChildProcess; pid: number; log: string; killed?: boolean };
export type NodeState = { name: string; port: number; reported: string; goal: string };
export type ReplicatedPostgres = {
  monitorUrl: string;
  ports: number[];
  parts: { monitor: HaPart | null; nodes: HaPart[] };
  /** postgres://…:p1,…:p2/db?target_session_attrs=read-write */
  readonly url: string;
  states(): Promise<NodeState[]>;
  primary(): Promise<{ index: number; name: string; port: number; url: string } | null>;
  kill(i: number): Promise<void>;
  rejoin(i: number, ms?: number): Promise<void>;
  /** With archive: where the WAL and base backups go. */
  archive: { file: string; prefix: string; s3: Record<string, string>; command: string } | null;
  baseBackup(): Promise<{ key: string; startedAt: string; finishedAt: string; bytes: number; port: number }>;
  stop(): Promise<void>;
};
export const PG_AUTOCTL: string;
export const PG_BINDIR: string;
export function haMissing(): string | null;
export function startReplicatedPostgres(o: { dir: string; port: number; replicas: number; database: string; log: (name: string) => string; archive?: { s3: Record<string, string> } }): Promise<ReplicatedPostgres>;
export function stopReplicated(parts: ReplicatedPostgres['parts']): Promise<void>;
