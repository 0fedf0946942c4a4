import { matchPage } from '@shop/contract/pages';
import { recallApiPath, recallNoticePath } from '@shop/contract/recall';
import type { DoctorRecalls } from '@shop/contract/recall-schemas';
import { describe, expect, it } from 'vitest';
import { unacknowledgedRecalls } from './recall-format';
import { recallNoticeMessages } from '@shop/contract/recall';

type Recall = DoctorRecalls['recalls'][number];

const recall = (id: number, changes: Partial<Recall> = {}): Recall => ({
  id,
  title: `Recall R-${String(id).padStart(5, '0')}`,
  productName: 'Syringe 5 ml',
  lots: [{ lotNumber: 'L-1', expiryDate: '2027-03-31' }],
  recallClass: 'II',
  action: 'return',
  status: 'open',
  openedAt: '2026-11-27T10:00:00.000Z',
  acknowledgedAt: null,
  unitsOnHand: null,
  ...changes,
});

describe('the recall banner', () => {
  it('tells of the open recalls not yet acknowledged, newest first as the server sends them', () => {
    const data = {
      recalls: [
        recall(4),
        recall(3, { acknowledgedAt: '2026-11-27T11:00:00.000Z' }),
        recall(2, { status: 'closed' }),
        recall(1),
      ],
    };
    expect(unacknowledgedRecalls(data).map((r) => r.id)).toEqual([4, 1]);
  });

  it('tells of nothing before the read answers, or when every recall is dealt with', () => {
    expect(unacknowledgedRecalls(undefined)).toEqual([]);
    expect(unacknowledgedRecalls({ recalls: [recall(1, { status: 'closed' })] })).toEqual([]);
  });
});

describe('the notice page', () => {
  it('lists a lot with its expiry', () => {
    expect(recallNoticeMessages.lot({ lotNumber: 'L123', expiryDate: '2027-03-31' })).toBe(
      'Lot L123 · exp. 2027-03-31',
    );
  });

  it('is in the pages table, reads the notice first, and is a 404 for a malformed id', () => {
    const match = matchPage(recallNoticePath(7));
    expect(match?.page.path).toBe('/recalls/:id');
    const reads = match?.page.firstReads?.(match.params, new URLSearchParams());
    expect(reads).toMatchObject({ paths: [recallApiPath(7)], subject: recallApiPath(7) });
    for (const pathname of ['/recalls/0', '/recalls/abc']) {
      const bad = matchPage(pathname);
      expect(bad?.page.namesNothing?.(bad.params), pathname).toBe(true);
    }
  });
});
