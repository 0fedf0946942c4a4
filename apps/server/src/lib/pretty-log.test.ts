import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { prettyLine, prettyLogStream } from './pretty-log';

const at = new Date(2026, 10, 27, 9, 5, 7).getTime();

describe('prettyLine', () => {
  it('writes a request as time, method, path, status and milliseconds', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/orders?page=2', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12.345,
      msg: 'request completed',
    });
    expect(prettyLine(json, false)).toBe('09:05:07 GET /api/orders?page=2 200 12.3 ms');
  });

  it('writes other lines as time, level, message and their own fields', () => {
    const json = JSON.stringify({ level: 40, time: at, pid: 1, hostname: 'h', job: 'email', msg: 'slow' });
    expect(prettyLine(json, false)).toBe('09:05:07 WARN  slow job=email');
    expect(prettyLine(json, true)).toContain('\u001b[33mWARN ');
  });

  it('leaves alone what is not a JSON line', () => {
    expect(prettyLine('Building the web app…', false)).toBeUndefined();
    expect(prettyLine('42', false)).toBeUndefined();
  });
});

describe('prettyLogStream', () => {
  it('rewrites whole lines as they arrive, in pieces or several at once', async () => {
    const out = new PassThrough();
    const written: string[] = [];
    out.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const stream = prettyLogStream(out);
    const line = JSON.stringify({ level: 30, time: at, msg: 'Medora Supply ready at http://127.0.0.1:3000' });
    stream.write(line.slice(0, 10));
    stream.write(`${line.slice(10)}\nplain text\n`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join('')).toBe(
      '09:05:07 INFO  Medora Supply ready at http://127.0.0.1:3000\nplain text\n',
    );
  });
});
