import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { captureLog } from '../test/test-app';
import { lifecyclePlugin } from './lifecycle';

/** Work after the answer (lifecycle.afterAnswer): it starts once the answer is out, and closing waits for it. */
async function appWith(work: () => Promise<unknown>) {
  const log = captureLog();
  const app = Fastify({ logger: { level: 'error', stream: log.stream } });
  await app.register(lifecyclePlugin);
  const events: string[] = [];
  app.get('/', async (_request, reply) => {
    app.lifecycle.afterAnswer(reply, 'the test work', async () => {
      events.push('work started');
      await work();
      events.push('work ended');
    });
    events.push('answering');
    return reply.send({ ok: true });
  });
  return { app, events, log };
}

describe('work after the answer', () => {
  it('starts once the answer is sent, and closing the app waits for it', async () => {
    let finish = () => {};
    const { app, events } = await appWith(() => new Promise<void>((resolve) => (finish = resolve)));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.json()).toEqual({ ok: true });
    await vi.waitFor(() => expect(events).toEqual(['answering', 'work started']));
    const closed = app.close();
    setTimeout(() => finish(), 50);
    await closed;
    expect(events).toEqual(['answering', 'work started', 'work ended']);
  });

  it('logs a failure without touching the answer', async () => {
    const { app, log } = await appWith(() => Promise.reject(new Error('the mail queue is down')));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    await app.lifecycle.settled();
    const lines = log.lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    const failure = lines.find((line) => line.msg === 'the test work failed after the answer was sent');
    expect(failure?.err?.message).toBe('the mail queue is down');
    await app.close();
  });
});
