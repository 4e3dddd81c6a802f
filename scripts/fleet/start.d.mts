import type { ChildProcess } from 'node:child_process';
import type { ReplicatedPostgres } from './pg-ha.mjs';

export type FleetServer = {
  index: number; port: number; url: string; pid: number; child: ChildProcess; log: string; dataDir: string;
  /** When this process was spawned (ms since the epoch). */
  startedAt: number;
  /** Set once the fleet stops it on purpose: its exit is not a death to recover from. */
  stopping?: boolean;
};
export type FleetOptions = {
  servers?: number; port?: number; serverPort?: number; s3Port?: number; pgUrl?: string; database?: string;
  fresh?: boolean; listings?: number; replicas?: number; haPort?: number; /** With replicas: a pgbouncer per node (default true). */ pooler?: boolean;
  /** With replicas: minutes between base backups (default 1440; one at start). */ baseBackupMinutes?: number; dir?: string; root?: string; env?: Record<string, string>; s3?: Record<string, string>;
};
export type Fleet = {
  url: string; dir: string; databaseUrl: string;
  /** With replicas: the pg_auto_failover cluster the servers use (scripts/fleet/pg-ha.mjs). */
  ha: ReplicatedPostgres | null; env: Record<string, string>; s3: Record<string, string>;
  readonly servers: FleetServer[];
  nginx: { pid: number; child: ChildProcess; conf: string; log: string; accessLog: string };
  logs: { nginx: string; nginxAccess: string; s3rver?: string; servers: string[] };
  /** Out of nginx's rotation, then SIGTERM; resolves once it drained and exited. */
  stopServer(i: number): Promise<void>;
  /** Out of nginx's rotation (a reload); resolves once nginx's old workers are gone. */
  takeOut(i: number): Promise<void>;
  /** Runs, is in rotation, and answers /api/ready now. */
  healthy(i: number): Promise<boolean>;
  restart(i: number): Promise<FleetServer>;
  describe(): string;
  stop(o?: { removeDir?: boolean }): Promise<void>;
};
export const DEFAULTS: Required<Pick<FleetOptions, 'servers' | 'port' | 'serverPort' | 's3Port' | 'pgUrl' | 'database' | 'fresh' | 'listings'>>;
export function startFleet(options?: FleetOptions): Promise<Fleet>;
export function stopChild(child: ChildProcess | undefined, ms?: number): Promise<void>;
