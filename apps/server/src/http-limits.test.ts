import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// Short bounds so the test is quick; production defaults are 10 s / 30 s / 300 s (config.ts).
const HEADERS_S = 1;
const IDLE_S = 1;
const REQUEST_S = 2;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      HTTP_HEADERS_TIMEOUT: String(HEADERS_S),
      HTTP_IDLE_TIMEOUT: String(IDLE_S),
      HTTP_REQUEST_TIMEOUT: String(REQUEST_S),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Opens a raw connection, writes `first`, then writes `trickle` one byte every `everyMs` (if
 * given), and resolves with what the server answered and when it closed the connection.
 */
function rawRequest(first: string, trickle?: { text: string; everyMs: number }) {
  return new Promise<{ response: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after 10 s; received: ${response.slice(0, 200)}`));
    }, 10_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
    socket.write(first);
    if (trickle) {
      let i = 0;
      timer = setInterval(() => {
        if (socket.writable) socket.write(trickle.text[i % trickle.text.length] ?? ' ');
        i += 1;
      }, trickle.everyMs);
    }
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown;

describe('a request that stops arriving', () => {
  it('is closed once no byte arrived for the idle bound', async () => {
    const { response, closedAfterMs } = await rawRequest(
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":"a',
    );
    expect(closedAfterMs).toBeLessThan((IDLE_S + 1.5) * 1000);
    // Closed without an answer, or with the shop's 408: never a handler run on half a body.
    if (response) expect(response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 in the shop shape when a body trickles in past the request bound', async () => {
    const { response, closedAfterMs } = await rawRequest(
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n',
      { text: 'x', everyMs: 200 },
    );
    expect(closedAfterMs).toBeLessThan((REQUEST_S + 1.5) * 1000);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(response)).toEqual({
      message: 'The request took too long to arrive. Please try again.',
      code: 'REQUEST_TIMEOUT',
    });
  });

  it('answers 408 when the headers do not finish within the headers bound', async () => {
    const { response, closedAfterMs } = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: shop.example\r\n',
      {
        text: 'X-Slow: a\r\n',
        everyMs: 100,
      },
    );
    expect(closedAfterMs).toBeLessThan((HEADERS_S + 1.5) * 1000);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a request that arrives in time', async () => {
    const { response } = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n',
    );
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('over-long headers', () => {
  it('are answered 431 in the shop shape without echoing them, and the connection closed', async () => {
    const { response } = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: shop.example\r\nX-Long: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(response).not.toMatch(/x{20}/);
    expect(bodyOf(response)).toEqual({
      message: 'The request headers are too large.',
      code: 'HEADERS_TOO_LARGE',
    });
  });
});
