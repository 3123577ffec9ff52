// The load generator of `npm run bench` (scripts/bench.ts), in a process of its own: the
// benchmark's process then holds only the servers, so its peak RSS is the server's, and the load
// does not share the server's event loop. Takes autocannon's options as JSON (argv[2]) and prints
// the figures the benchmark reads as JSON.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon(options);
process.stdout.write(
  JSON.stringify({
    average: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }),
);
