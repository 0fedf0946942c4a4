import { connect, type AddressInfo, type Socket } from 'node:net';
import type { App } from '../app';

/**
 * The server's HTTP time bounds in seconds, as settings (config.ts): short ones keep a test of a
 * request that stops or trickles quick.
 */
export const httpTimeouts = (seconds: { headers: number; idle: number; request: number }) => ({
  HTTP_HEADERS_TIMEOUT: String(seconds.headers),
  HTTP_IDLE_TIMEOUT: String(seconds.idle),
  HTTP_REQUEST_TIMEOUT: String(seconds.request),
});

/** Starts the app listening on a free loopback port, for tests that write raw HTTP; returns the port. */
export async function listenOnFreePort(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * A raw connection to the app at `port`, for what `inject` cannot send (a request that stops or
 * trickles). `start` writes the first bytes; `trickle.next` is then written every `everyMs` while it
 * gives more. Resolves with what the server answered and when it closed the connection; rejects if
 * it is still open after 10 s.
 */
export function rawExchange(
  port: number,
  start: (socket: Socket) => void,
  trickle?: { next: () => string | Buffer | undefined; everyMs: number },
) {
  return new Promise<{ response: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after 10 s; received: ${response.slice(0, 200)}`));
    }, 10_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', () => undefined); // a reset is a close too
    const timer = trickle
      ? setInterval(() => {
          const piece = socket.writable ? trickle.next() : undefined;
          if (piece !== undefined) socket.write(piece);
        }, trickle.everyMs)
      : undefined;
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
    start(socket);
  });
}
