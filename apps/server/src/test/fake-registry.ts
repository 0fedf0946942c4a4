import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jurisdictionKey, licenceNumberKey, type RegisterEntry } from '@shop/contract/licence-registry';

/** How the fake answers one licence besides its entry: slowly, with a status, or with a body that is not JSON. */
export interface FakeBehaviour {
  delayMs?: number;
  status?: number;
  body?: string;
}

/**
 * A register speaking the http contract (docs/decisions/059), started by the tests that need one:
 * `GET /?number=&jurisdiction=` answers the entry it holds for that licence (200), or 404. Each
 * licence can be made slow, failing or garbled; every request is recorded with when it arrived.
 */
export async function startFakeRegistry() {
  const entries = new Map<string, RegisterEntry>();
  const behaviours = new Map<string, FakeBehaviour>();
  const requests: { number: string; jurisdiction: string; at: number }[] = [];
  const keyOf = (number: string, jurisdiction: string) =>
    `${jurisdictionKey(jurisdiction)}\u0000${licenceNumberKey(number)}`;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://registry.test');
    const number = url.searchParams.get('number') ?? '';
    const jurisdiction = url.searchParams.get('jurisdiction') ?? '';
    requests.push({ number, jurisdiction, at: Date.now() });
    const key = keyOf(number, jurisdiction);
    const behaviour = behaviours.get(key) ?? {};
    const answer = () => {
      if (res.destroyed) return;
      const entry = entries.get(key);
      const status = behaviour.status ?? (entry ? 200 : 404);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(behaviour.body ?? JSON.stringify(entry ?? { message: 'No such licence' }));
    };
    if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/licences`,
    requests,
    /** The register holds this licence (as its number and jurisdiction are looked up). */
    hold(entry: RegisterEntry) {
      entries.set(keyOf(entry.number, entry.jurisdiction), entry);
    },
    behave(number: string, jurisdiction: string, behaviour: FakeBehaviour) {
      behaviours.set(keyOf(number, jurisdiction), behaviour);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeRegistry = Awaited<ReturnType<typeof startFakeRegistry>>;
