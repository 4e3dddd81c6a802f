// Prometheus text for the operator (server/ops/metrics.ts decides who may read it).
export const dynamic = 'force-dynamic';
export { GET } from '@/server/ops/metrics-route';
