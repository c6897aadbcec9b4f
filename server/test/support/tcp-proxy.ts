import net from 'node:net';

/** A TCP proxy to the real PostgreSQL that the test can cut and restore, like a database restart. */
export function tcpProxy(host: string, port: number) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let listenPort = 0;
  return {
    get port() {
      return listenPort;
    },
    async up() {
      if (server) return;
      server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(listenPort, '127.0.0.1', resolve));
      listenPort = (server!.address() as net.AddressInfo).port;
    },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}
