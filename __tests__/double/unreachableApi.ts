// An API that is not there, on loopback: a port nothing listens on (the
// connection is refused at once) and a server that accepts connections and
// never answers (a dead proxy, a firewall dropping packets). Tests that need
// "no network" use these, never an address off this machine.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A port nothing listens on: bound, then closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts every connection and never writes a byte back; counts the connections and the requests sent on them. */
export class Blackhole {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  connections = 0;
  /** Request lines received: a client may send a request on a connection it opened before. */
  requests = 0;

  /** Starts listening; returns the base URL, http://127.0.0.1:port. */
  async start(): Promise<string> {
    this.server = createServer((socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => {
        this.requests += chunk.toString('latin1').match(/^[A-Z]+ \S+ HTTP\/1\.1\r$/gm)?.length ?? 0;
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
