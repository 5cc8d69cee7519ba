// Preloaded into the spawned action (`node --import`): appends the host:port of
// every TCP connection and the URL of every fetch to the file named by
// E2E_CONNECTION_LOG, so a test can prove the process only talked to the double.
// It observes and forwards; it never changes what the process does.
import { appendFileSync } from 'node:fs';
import net from 'node:net';

const logFile = process.env.E2E_CONNECTION_LOG;

if (logFile) {
  const record = (kind, target) => appendFileSync(logFile, `${kind} ${target}\n`);

  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (...args) {
    // net.connect() hands over its normalized arguments as an array: [options, callback].
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    if (first && typeof first === 'object') {
      record('connect', first.path ?? `${first.host ?? 'localhost'}:${first.port}`);
    } else {
      record('connect', typeof args[1] === 'string' ? `${args[1]}:${first}` : `localhost:${first}`);
    }
    return connect.apply(this, args);
  };

  const originalFetch = globalThis.fetch;
  if (originalFetch) {
    globalThis.fetch = function (input, init) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input?.url;
      record('fetch', String(url));
      return originalFetch.call(this, input, init);
    };
  }
}
