import net from 'node:net';

/**
 * Ports a test, a benchmark or a script may listen on (the shop itself never uses this): below
 * Linux's ephemeral range (32768–60999 by default), from which the kernel gives outgoing connections
 * their local port. A port taken from that range (as `listen(0)` does) can be taken in turn by an
 * outgoing connection while its process restarts (nginx to an upstream, a client to PostgreSQL), and
 * the restart then fails with EADDRINUSE.
 */
const FIRST = 20_000;
const LAST = 32_000;

function isFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive free ports, picked at random below the ephemeral range. */
export async function freePortRange(count = 1): Promise<number> {
  for (;;) {
    const base = FIRST + Math.floor(Math.random() * (LAST - FIRST - count));
    const free = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (free.every(Boolean)) return base;
  }
}
