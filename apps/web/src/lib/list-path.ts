/** A list request's parameter value: left out when blank, `false` or `undefined`. */
export type ListParam = string | number | boolean | undefined;

/**
 * A list request's query parameters, in the order given, as the server reads them: a search term
 * trimmed, a blank, `false` or `undefined` value left out (the server's default), `page` only past
 * the first.
 */
export function listParams(values: Record<string, ListParam>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(values)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === false || value === '') continue;
    if (name === 'page' && Number(value) <= 1) continue;
    params.set(name, String(value));
  }
  return params;
}

/** `path` with its list parameters (listParams); the bare path when none is left. */
export function listApiPath(path: string, values: Record<string, ListParam>): string {
  const query = listParams(values).toString();
  return query ? `${path}?${query}` : path;
}
