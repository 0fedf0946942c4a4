import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The admin's streamed downloads (the catalogue, orders and audit CSVs, the newsletter's list): a
 * file name with the day, the body streamed as the service reads it, and nothing read for a HEAD.
 */

/** What the downloads hold: always UTF-8 text. */
type DownloadType = 'text/csv' | 'text/plain';

/** A download's type and the name its file is saved under. */
export type DownloadFile = { type: DownloadType; name: string };

/** A download's body is streamed as it is read, documented as text. */
const streamedBody = z.instanceof(Readable).meta({ type: 'string' });

/** A download's 200, for the OpenAPI document: `description` under its content type. */
export const downloadResponse = <Type extends DownloadType>(type: Type, description: string) => ({
  description,
  content: { [type]: { schema: streamedBody } } as Record<Type, { schema: typeof streamedBody }>,
});

/**
 * A CSV download named after what it holds and the day it was taken, `stem-YYYY-MM-DD.csv`: the file
 * a route sends and the 200 its document shows, from one stem.
 */
export const datedCsvDownload = (stem: string) => ({
  file: (now: Date): DownloadFile => ({
    type: 'text/csv',
    name: `${stem}-${now.toISOString().slice(0, 10)}.csv`,
  }),
  response: csvDownloadResponse(`${stem}-YYYY-MM-DD.csv`),
});

/** A CSV download's 200: named after `namePattern`, written as every CSV of the shop (lib/csv.ts). */
export const csvDownloadResponse = (namePattern: string) =>
  downloadResponse(
    'text/csv',
    `A CSV download named ${namePattern}: UTF-8 with a byte order mark, CRLF lines, a header line, cells that would start a formula prefixed with a single quote`,
  );

/**
 * A download's body from its batches: a batch is read only when the client has taken the previous
 * one (the stream pulls), so the whole file is never in memory, and a client that goes away stops
 * the reading.
 */
export const streamOf = (batches: AsyncIterable<string>): Readable =>
  Readable.from(batches, { objectMode: false });

/**
 * Answers a download: its type (UTF-8) and the file's name, then `body`'s stream. A HEAD request
 * (Fastify answers one for every GET route) learns the headers only: `body` is not called, so
 * nothing is read, nothing leaves the shop and nothing is audited.
 */
export async function sendDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  file: DownloadFile,
  body: () => Readable | Promise<Readable>,
) {
  reply
    .type(`${file.type}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${file.name}"`);
  return reply.send(request.method === 'HEAD' ? Readable.from([]) : await body());
}
