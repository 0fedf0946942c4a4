import { Writable } from 'node:stream';

/**
 * The log as a person at a terminal reads it (`LOG_FORMAT=pretty`, the default when the output is a
 * terminal): one short line per request — time, method, path, status, milliseconds — and other
 * lines as time, level and message with their fields. pino still builds every line (redaction
 * included, app.ts); this stream only rewrites what it writes. A line it cannot read passes as it is.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '33', 50: '31', 60: '31' };
/** Fields every line has, or that the line's own layout already shows. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

type Line = Record<string, unknown> & { level?: number; time?: number; msg?: string };

const clock = (time: unknown) =>
  new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);

function fieldsOf(line: Line): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(line)) {
    if (OMITTED.has(key) || value === undefined) continue;
    if (key === 'err' && typeof value === 'object' && value !== null && 'stack' in value) {
      parts.push(`\n${String(value.stack)}`);
      continue;
    }
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts.join(' ');
}

/** One pino JSON line as a human-readable one (without the newline); undefined when it is not one. */
export function prettyLine(json: string, colour: boolean): string | undefined {
  let line: Line;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    line = parsed as Line;
  } catch {
    return undefined;
  }
  const paint = (code: string | undefined, text: string) =>
    colour && code ? `\u001b[${code}m${text}\u001b[0m` : text;
  const level = line.level ?? 30;
  const req = line.req as { method?: string; url?: string } | undefined;
  const res = line.res as { statusCode?: number } | undefined;
  if (req?.method && res?.statusCode !== undefined) {
    const status = res.statusCode;
    const ms = typeof line.responseTime === 'number' ? `${line.responseTime.toFixed(1)} ms` : '';
    const statusCode = status >= 500 ? '31' : status >= 400 ? '33' : '32';
    const extra = fieldsOf(line);
    return `${clock(line.time)} ${req.method} ${req.url ?? ''} ${paint(statusCode, String(status))} ${ms}${extra ? ` ${extra}` : ''}`;
  }
  const name = (LEVELS[level] ?? String(level)).padEnd(5);
  const message = line.msg ?? '';
  // The ready line is the one to find in a scrolled terminal.
  const shown = / ready at /.test(message) ? paint('1;32', message) : message;
  const extra = fieldsOf(line);
  return `${clock(line.time)} ${paint(COLOURS[level], name)} ${shown}${extra ? ` ${extra}` : ''}`;
}

/** A destination for pino that writes `prettyLine`s to `out`. */
export function prettyLogStream(out: NodeJS.WritableStream & { isTTY?: boolean }): Writable {
  let pending = '';
  const colour = out.isTTY === true;
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      let end = pending.indexOf('\n');
      while (end !== -1) {
        const json = pending.slice(0, end);
        pending = pending.slice(end + 1);
        out.write(`${prettyLine(json, colour) ?? json}\n`);
        end = pending.indexOf('\n');
      }
      done();
    },
  });
}
