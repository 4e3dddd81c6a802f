// Logs every statement a process sends to PGlite, one line each (nanosecond clock, text).
// Preload it into a server to see what one request costs in statements:
//   NODE_OPTIONS="--import ./bench/tools/pglite-query-log.mjs" QUERY_LOG=bench/data/queries.log \
//     NEXT_DIST_DIR=.next-bench DATA_DIR=bench/data/pglite-100000 DEMO_MODE=1 PAYMENT_PROVIDER=sandbox \
//     node node_modules/next/dist/bin/next start -p 3193 -H 127.0.0.1
//   curl -s -o /dev/null 'http://127.0.0.1:3193/search/residential/type=rent&...'; cat bench/data/queries.log
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = path.resolve(process.env.QUERY_LOG || 'bench/data/queries.log');
const log = (kind, text) => fs.appendFileSync(file, `${process.hrtime.bigint()} ${kind} ${String(text).replace(/\s+/g, ' ').slice(0, 200)}\n`);

function patch(mod) {
  const P = mod?.PGlite;
  if (!P || P.prototype.__queryLog) return;
  P.prototype.__queryLog = true;
  for (const method of ['query', 'exec']) {
    const original = P.prototype[method];
    P.prototype[method] = function (text, ...rest) {
      log(method === 'query' ? 'Q' : 'E', text);
      return original.call(this, text, ...rest);
    };
  }
}

patch(await import('@electric-sql/pglite'));
try {
  patch(createRequire(import.meta.url)('@electric-sql/pglite'));
} catch {
  /* ESM only */
}
