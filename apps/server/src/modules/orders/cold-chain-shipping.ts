import { isoWeekday } from '@shop/contract/calendar-days';
import { coldChainMessages, shipDaysText } from '@shop/contract/cold-chain';
import type { Db } from '../../db/client';
import { holdsColdChain } from './order-status.repository';

/**
 * Why shipping the order on `today` needs the admin's confirmation (issue 42): it holds a cold-chain
 * line and `today` is not one of the cold-chain days. Null when it needs none.
 */
export async function coldChainOffDay(
  db: Db,
  orderId: number,
  today: string,
  shipDays: readonly number[],
): Promise<string | null> {
  if (shipDays.includes(isoWeekday(today))) return null;
  return (await holdsColdChain(db, orderId)) ? coldChainMessages.offDayWarning(shipDaysText(shipDays)) : null;
}
