// The other tenant of the isolation step, in its own process: one keep-alive connection asking
// PROBE_URL with PROBE_HEADERS (JSON) every 5 ms until its stdin closes, then the times (ms) as
// JSON on stdout. Apart from the bench process, a pause of that process (its garbage collector,
// the uploads it streams) is not counted as the server's.
import { Agent, request } from 'node:http';

const url = process.env.PROBE_URL ?? '';
const headers = JSON.parse(process.env.PROBE_HEADERS ?? '{}') as Record<string, string>;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let running = true;
process.stdin.on('end', () => {
  running = false;
});
process.stdin.resume();

const times: number[] = [];
// One request before the measured ones (the connection and the route warm), then the bench starts
// the work when it reads the line.
if ((await get()) !== 200) process.exit(1);
process.stderr.write('probe-ready\n');
while (running) {
  const a = performance.now();
  const status = await get();
  times.push(performance.now() - a);
  if (status !== 200) {
    process.stderr.write(`probe: ${status}\n`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 5));
}
process.stdout.write(JSON.stringify(times));
agent.destroy();
