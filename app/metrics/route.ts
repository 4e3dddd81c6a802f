// Prometheus text for the operator (server/platform/ops/metrics.ts decides who may read it).
export const dynamic = 'force-dynamic';
export { GET } from '@/server/platform/ops/metrics-route';
