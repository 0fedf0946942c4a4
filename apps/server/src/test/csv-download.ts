import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A dated CSV download as the admin's exports answer it (lib/download.ts, lib/csv.ts): CSV in UTF-8,
 * saved as `{name}-YYYY-MM-DD.csv`, starting with the byte order mark. Answers the text after the mark.
 */
export function datedCsvText(res: LightMyRequestResponse, name: string) {
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return res.body.slice(1);
}
