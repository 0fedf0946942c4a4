/**
 * `node --import tsx scripts/mail-sink.ts --smtp-port N --http-port M`: the browser stories' mail
 * server. The shop they run against sends its e-mails here through SMTP (SMTP_URL), as to a real
 * one, and a story reads what a recipient got over HTTP: `GET /messages` answers every message
 * received, oldest first, as sent (headers and MIME body); `GET /health` answers once it listens.
 * Kept in memory for as long as it runs.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { fakeSmtpServer } from '@shop/contract/smtp-test-sink';

const { values } = parseArgs({
  options: { 'smtp-port': { type: 'string' }, 'http-port': { type: 'string' } },
});
const smtpPort = Number(values['smtp-port']);
const httpPort = Number(values['http-port']);
if (!Number.isInteger(smtpPort) || !Number.isInteger(httpPort)) {
  console.error('usage: mail-sink.ts --smtp-port N --http-port M');
  process.exit(2);
}

const smtp = fakeSmtpServer();
await smtp.start(smtpPort);
const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(smtp.received));
  } else if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200).end('ok');
  } else response.writeHead(404).end();
});
await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    http.close();
    void smtp.close().then(() => process.exit(0));
  });
}
