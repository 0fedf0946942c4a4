import { policyFigures, responseTimes, shopContact } from '@shop/contract/content';
import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS } from './faq-entries';

const entries = FAQ_TOPICS.flatMap((topic) => topic.entries);
const answerOf = (id: string) => entries.find((entry) => entry.id === id)?.answer.join(' ') ?? '';

describe('the FAQ', () => {
  it('has 12 questions, each once, each with an answer', () => {
    expect(entries).toHaveLength(12);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(12);
    expect(new Set(entries.map((entry) => entry.question)).size).toBe(12);
    for (const entry of entries) expect(entry.answer.join('').trim(), entry.id).not.toBe('');
  });

  it("states the content module's figures where they answer the question", () => {
    expect(answerOf('cancel-order')).toContain(policyFigures.cancellationWindow);
    expect(answerOf('returns')).toContain(policyFigures.returnWindow);
    expect(answerOf('delivery-time')).toContain(policyFigures.delivery);
    expect(answerOf('delivery-time')).toContain(policyFigures.orderProcessing);
    expect(answerOf('order-approval')).toContain(policyFigures.orderProcessing);
    const support = answerOf('contact-support');
    for (const text of [
      shopContact.supportHours,
      shopContact.supportPhone,
      shopContact.supportEmail,
      responseTimes.faqEmailReply,
    ]) {
      expect(support).toContain(text);
    }
  });

  it('says a doctor may cancel while the order is pending or approved, as the orders screens allow', () => {
    expect(answerOf('cancel-order')).toContain('while it is Pending or Approved');
  });
});
