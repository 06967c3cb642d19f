import { createServer } from 'node:net';

/** A loopback port nothing listens on right now, for the processes the bench and the fuzz command start. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
