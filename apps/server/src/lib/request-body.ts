import type { IncomingMessage } from 'node:http';

/**
 * After a refusal part-way through a streamed body (a multipart upload), the rest of the body is read
 * and dropped, so the client gets to read the answer instead of stalling on a full socket until the
 * idle timeout closes it.
 */
export function discardRestOfBody(raw: IncomingMessage) {
  raw.unpipe();
  raw.resume();
}
