import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  pageCache: Counter<'result'>;
  poolInUse: Gauge;
  poolIdle: Gauge;
  poolWaiting: Gauge;
  replicaLag: Gauge<'replica'>;
  replicaInReadSet: Gauge<'replica'>;
  alertQueue: Gauge<'stage'>;
  otpSent: Counter;
  otpWrong: Gauge<'window'>;
  otpAlarm: Gauge;
  inFlight: Gauge;
  searchComputed: Counter<'group'>;
};

export function metrics(): Metrics;
