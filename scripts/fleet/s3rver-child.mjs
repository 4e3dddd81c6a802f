// s3rver as its own process for the fleet (scripts/fleet/s3.mjs): port, folder, bucket.
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: false, configureBuckets: [{ name: bucket, configs: [] }] });
await server.run();
console.log(`s3rver on http://127.0.0.1:${port} bucket ${bucket} in ${directory}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
