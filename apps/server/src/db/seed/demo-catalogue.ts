import type { Db } from '../client';

/** Placeholder until the demo catalogue lands; returns how many products it added. */
export async function seedDemoCatalogue(_db: Db): Promise<number> {
  return 0;
}
