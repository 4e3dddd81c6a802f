// s3rver as its own process for the fleet (scripts/fleet/s3.mjs): port, folder, bucket.
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: false, configureBuckets: [{ name: bucket, configs: [] }] });
// A real object store outlives its clients. s3rver can throw out of a socket or
// stream when an app server is killed -9 in the middle of an upload (the
// failover test does exactly that); one broken request must not take the store
// down for the whole fleet, so the error is logged and the process stays up.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (e) => console.error(`s3rver: ${event} (kept running):`, e instanceof Error ? e.stack : e));
}
await server.run();
console.log(`s3rver on http://127.0.0.1:${port} bucket ${bucket} in ${directory}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
