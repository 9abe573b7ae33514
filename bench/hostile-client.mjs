// A hostile client for the API bench's hostile-load row (bench/api.mjs), run in its own process
// so its work is not the measuring client's: for as long as it runs it keeps sending
//   - oversized bodies: POST /api/cart/items announcing 400 MB and streaming zeros at 2.5 MB/s
//     each (a fast home connection, not this machine's loopback: pumping at memory speed would
//     measure this process's CPU, not the server), again as soon as a connection ends (4 at a time);
//   - slow bodies: a 1 KB body sent one byte a second (40 at a time);
//   - slow headers: one header line a second (10 at a time).
// Usage: node bench/hostile-client.mjs <port> <seconds>; prints what it did as JSON at the end.
import net from 'node:net';

const port = Number(process.argv[2]);
const until = Date.now() + Number(process.argv[3] ?? 10) * 1000;
const CSRF = 'hostile0123456789abcdef01234567';
const head = (extra) =>
  `POST /api/cart/items HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Requested-With: XMLHttpRequest\r\n` +
  `X-CSRF-Token: ${CSRF}\r\nCookie: csrf_token=${CSRF}\r\nOrigin: http://127.0.0.1:${port}\r\n${extra}\r\n`;
const stats = { oversized: 0, oversizedAnswers: {}, slowBodies: 0, slowAnswers: {}, slowHeaders: 0, bytesSent: 0 };
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
  // 64 KB every 25 ms, while the server takes it.
  const pump = setInterval(() => {
    if (socket.destroyed || Date.now() >= until) {
      clearInterval(pump);
      return void socket.destroy();
    }
    if (socket.writableNeedDrain) return;
    stats.bytesSent += zeros.length;
    socket.write(zeros);
  }, 25);
  socket.once('close', () => clearInterval(pump));
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
    console.log(JSON.stringify(stats));
    process.exit(0);
  },
  until - Date.now() + 500,
);
