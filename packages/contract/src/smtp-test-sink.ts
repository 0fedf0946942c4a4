import { createServer, type AddressInfo, type Server } from 'node:net';

// For tests only (the server's e-mail tests, and the browser stories' mail sink, scripts/mail-sink.ts),
// like pdf-test-reader.ts: what a clinic's mail server would receive of the shop's e-mails.

/**
 * Just enough of an SMTP server to accept messages and keep them as sent: each message's DATA,
 * dot-unstuffed, in the order they arrived. It offers no extension (no STARTTLS, no AUTH), so a
 * client sends plainly.
 */
export function fakeSmtpServer() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end).replace(/^\.\./gm, '.'));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const verb = buffer.slice(0, eol).slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
  });
  return {
    received,
    /** Listens on 127.0.0.1 (`port`, or any free one) and answers the URL SMTP_URL takes. */
    async start(port = 0) {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A MIME part's quoted-printable text as written: soft line breaks joined, `=XX` decoded. */
export const unQuotedPrintable = (text: string) =>
  text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
