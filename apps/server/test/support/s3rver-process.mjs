// A local S3-compatible server (the @20minutes fork of s3rver, which checks Signature V4) in its own process,
// for the storage tests. Usage: node s3rver-process.mjs <directory> <port> <bucket>. Prints "listening <port>".
import S3rver from '@20minutes/s3rver';

const [directory, port, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
console.log(`listening ${address.port}`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
