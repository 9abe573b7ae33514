// A hostile client for the API bench's hostile-load rows (bench/api.mjs), run in its own process
// so its work is not the measuring client's: for as long as it runs it keeps sending
//   - oversized bodies: POST /api/cart/items announcing 400 MB, the body written as fast as the
//     connection takes it (on loopback, only the server's reading limits that), until the server
//     closes the connection; then again at once (4 at a time). A server that reads what it
//     refused pays for every byte; one that stops reading stalls the sender at no cost;
//   - slow bodies: a 1 KB body sent one byte a second (40 at a time);
//   - slow headers: one header line a second (10 at a time).
// Usage: node bench/hostile-client.mjs <port> <seconds>; prints what it did as JSON at the end,
// its own CPU time included.
import net from 'node:net';

const port = Number(process.argv[2]);
const until = Date.now() + Number(process.argv[3] ?? 10) * 1000;
const CSRF = 'hostile0123456789abcdef01234567';
const head = (extra) =>
  `POST /api/cart/items HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Requested-With: XMLHttpRequest\r\n` +
  `X-CSRF-Token: ${CSRF}\r\nCookie: csrf_token=${CSRF}\r\nOrigin: http://127.0.0.1:${port}\r\n${extra}\r\n`;
const stats = {
  oversized: 0,
  oversizedAnswers: {},
  slowBodies: 0,
  slowAnswers: {},
  slowHeaders: 0,
  bytesSent: 0,
  cpuMs: 0,
};
const zeros = Buffer.alloc(64 * 1024);

function loop(start) {
  if (Date.now() >= until) return;
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.once('close', () => setImmediate(() => loop(start)));
  start(socket);
}

const statusOf = (text) => /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 'none';

function oversized(socket) {
  stats.oversized++;
  let answer = '';
  socket.on('data', (d) => (answer += d));
  socket.once(
    'close',
    () => (stats.oversizedAnswers[statusOf(answer)] = (stats.oversizedAnswers[statusOf(answer)] ?? 0) + 1),
  );
  socket.write(head('Content-Length: 400000000\r\n'));
  // Whatever the connection takes: write until its buffer is full, again when it drains.
  const pump = () => {
    while (!socket.destroyed && Date.now() < until) {
      stats.bytesSent += zeros.length;
      if (!socket.write(zeros)) return;
    }
    socket.destroy();
  };
  socket.on('drain', pump);
  socket.once('connect', pump);
}

function slowBody(socket) {
  stats.slowBodies++;
  let answer = '';
  socket.on('data', (d) => (answer += d));
  socket.write(head('Content-Length: 1024\r\n'));
  const drip = setInterval(() => (Date.now() < until ? socket.write(' ') : socket.destroy()), 1000);
  socket.once('close', () => {
    clearInterval(drip);
    stats.slowAnswers[statusOf(answer)] = (stats.slowAnswers[statusOf(answer)] ?? 0) + 1;
  });
}

function slowHeaders(socket) {
  stats.slowHeaders++;
  socket.write(`GET /api/cart HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  const drip = setInterval(() => (Date.now() < until ? socket.write('X-Slow: 1\r\n') : socket.destroy()), 1000);
  socket.once('close', () => clearInterval(drip));
}

for (let i = 0; i < 4; i++) loop(oversized);
for (let i = 0; i < 40; i++) loop(slowBody);
for (let i = 0; i < 10; i++) loop(slowHeaders);
setTimeout(
  () => {
    const { user, system } = process.cpuUsage();
    stats.cpuMs = Math.round((user + system) / 1000);
    console.log(JSON.stringify(stats));
    process.exit(0);
  },
  until - Date.now() + 500,
);
