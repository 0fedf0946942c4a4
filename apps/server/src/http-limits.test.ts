import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTimeouts, listenOnFreePort, rawExchange } from './test/raw-connection';
import { createTestApp, type TestApp } from './test/test-app';

// Short bounds so the test is quick; production defaults are 10 s / 30 s / 300 s (config.ts).
const HEADERS_S = 1;
const IDLE_S = 1;
const REQUEST_S = 2;
// How late past its bound a connection may close on a machine busy with the rest of the suite
// (measured 3.501 s for the 2 s bound once in CI). Unbounded, the trickle below would run for hours.
const SLACK_S = 3;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: httpTimeouts({ headers: HEADERS_S, idle: IDLE_S, request: REQUEST_S }) });
  port = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

/**
 * Writes `first` on a raw connection, then `trickle` one character every `everyMs` (if given);
 * resolves with what the server answered and when it closed the connection.
 */
function rawRequest(first: string, trickle?: { text: string; everyMs: number }) {
  let i = 0;
  return rawExchange(
    port,
    (socket) => socket.write(first),
    trickle && { everyMs: trickle.everyMs, next: () => trickle.text[i++ % trickle.text.length] ?? ' ' },
  );
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown;

describe('a request that stops arriving', () => {
  it('is closed once no byte arrived for the idle bound', async () => {
    const { response, closedAfterMs } = await rawRequest(
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":"a',
    );
    expect(closedAfterMs).toBeLessThan((IDLE_S + SLACK_S) * 1000);
    // Closed without an answer, or with the shop's 408: never a handler run on half a body.
    if (response) expect(response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 in the shop shape when a body trickles in past the request bound', async () => {
    const { response, closedAfterMs } = await rawRequest(
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n',
      { text: 'x', everyMs: 200 },
    );
    expect(closedAfterMs).toBeLessThan((REQUEST_S + SLACK_S) * 1000);
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
    expect(closedAfterMs).toBeLessThan((HEADERS_S + SLACK_S) * 1000);
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
