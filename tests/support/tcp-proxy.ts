import net, { type AddressInfo } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a database server, to take the database away and bring
 * it back without touching the server: `cut` drops every connection and stops listening,
 * `restore` listens on the same port again, `stall` holds what clients send (a query in flight).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let stalled = false;
  let stalledBytes = 0;

  function pair(client: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (stalled) stalledBytes += chunk.length;
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  }

  function listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const next = net.createServer(pair);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as AddressInfo).port);
      });
    });
  }

  const port = await listen(0);
  return {
    port,
    get stalledBytes() {
      return stalledBytes;
    },
    stall() {
      stalled = true;
      stalledBytes = 0;
    },
    async cut() {
      const closing = server;
      server = undefined;
      const closed = new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
    async restore() {
      stalled = false;
      if (!server) await listen(port);
    },
    close() {
      return this.cut();
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
