import { policyFigures, responseTimes, shopContact } from '@shop/contract/content';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';

/** Presses Tab until `target` has the focus, as a keyboard user reaches it (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach the element in ${limit} presses`);
}

/** The answer a question's button controls, found through its `aria-controls`. */
async function answerOf(page: Page, question: Locator) {
  const id = await question.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test('the FAQ opens and closes with the keyboard, several answers at once', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/^Frequently Asked Questions · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('button[aria-expanded]')).toHaveCount(12);
  await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(0);

  const cancel = main.getByRole('button', { name: 'Can I cancel an order?' });
  const cancelAnswer = await answerOf(page, cancel);
  await expect(cancel).toHaveAttribute('aria-expanded', 'false');
  await expect(cancelAnswer).toBeHidden();

  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(cancel).toHaveAttribute('aria-expanded', 'true');
  await expect(cancelAnswer).toBeVisible();
  await expect(cancelAnswer).toContainText(`Our cancellation window is ${policyFigures.cancellationWindow}`);

  // The next Tab goes past the open answer (it has no links) to the next question.
  const returns = main.getByRole('button', { name: 'What is your return policy?' });
  const returnsAnswer = await answerOf(page, returns);
  await page.keyboard.press('Tab');
  await expect(returns).toBeFocused();
  await page.keyboard.press('Space');
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(returnsAnswer).toContainText(`within ${policyFigures.returnWindow} of delivery`);
  // Opening one question leaves the other open.
  await expect(cancelAnswer).toBeVisible();

  await page.keyboard.press('Space');
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  await expect(returnsAnswer).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancel).toHaveAttribute('aria-expanded', 'false');
  await expect(cancelAnswer).toBeHidden();
});

test("the FAQ states the shop's figures, support hours and ways to reach support", async ({ page }) => {
  await page.goto('/faq');
  const main = page.getByRole('main');
  const questions = main.locator('button[aria-expanded]');
  await expect(questions).toHaveCount(12);
  for (const question of await questions.all()) await question.click();
  await expect(main.locator('button[aria-expanded="false"]')).toHaveCount(0);

  const delivery = await answerOf(page, main.getByRole('button', { name: 'How long does delivery take?' }));
  await expect(delivery).toContainText(`Order processing takes ${policyFigures.orderProcessing}`);
  await expect(delivery).toContainText(`delivery ${policyFigures.delivery} after your order ships`);
  const support = await answerOf(page, main.getByRole('button', { name: 'How can I contact support?' }));
  await expect(support).toContainText(shopContact.supportHours);
  await expect(support).toContainText(`we reply to emails ${responseTimes.faqEmailReply}`);

  const contact = main.getByRole('region', { name: 'Still have questions?' });
  await expect(contact).toContainText(shopContact.supportHours);
  await expect(contact).toContainText(shopContact.supportPhone);
  await expect(contact.getByRole('link', { name: 'Call Us' })).toHaveAttribute(
    'href',
    `tel:${shopContact.supportPhoneHref}`,
  );
  await expect(contact.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
    'href',
    `mailto:${shopContact.supportEmail}`,
  );
  await contact.getByRole('link', { name: 'Send a Message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the footer links to the FAQ, Contact and the Doctor Referral Program', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: 'Doctor Referral Program' })).toHaveAttribute(
    'href',
    '/referrals',
  );
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});
