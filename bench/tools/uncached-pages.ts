// Uncached search pages per second against a running server: every request a
// Bengaluru rent search with a budget nobody asked for before (the bench's
// tp-city-rent variants), C connections for S seconds. For A/B runs of two builds
// on one database (start each server with PAGE_CACHE=off or on, as you want to compare):
//   npx tsx bench/tools/uncached-pages.ts http://127.0.0.1:3300 [connections 8] [seconds 20] [offset 0]
import { measure, type Req } from '../lib/load';
import { throughputPages } from '../lib/throughput';

const [base = 'http://127.0.0.1:3300', c = '8', s = '20', offset = '0'] = process.argv.slice(2);
const page = throughputPages().find((p) => p.id === 'tp-city-rent')!;
const requests: Req[] = Array.from({ length: 20_000 }, (_, i) => ({ method: 'GET', path: page.variant(Number(offset) + i) }));
const { figures } = await measure({ id: 'uncached', label: 'uncached', base, requests, unique: true, connections: Number(c), seconds: Number(s) });
console.log(JSON.stringify(figures));
