import { expect, test } from './test';
import { approvedDoctor, cartButton, cartPanel, productIdByName, signInWithForm } from './support';

/**
 * A guest's cart panel offers "Login to Checkout" (docs/product.md, Cart): signed in there, the
 * doctor goes on to checkout with the cart, on a desktop and on a phone alike, where focus starts at
 * the page's heading and Enter in a field never places the order (issue 38).
 */
test('Login to Checkout returns the doctor to checkout after signing in @mobile', async ({
  page,
  baseURL,
}) => {
  const doctor = await approvedDoctor(baseURL!, 'Dr. Mara Onthego');
  await page.goto(`/product/${await productIdByName(page, 'Botox Cosmetic 100 Units')}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await cartButton(page).click();
  await cartPanel(page).getByRole('link', { name: 'Login to Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Login' })).toBeVisible();
  await signInWithForm(page, doctor);
  await expect(page).toHaveURL(/\/checkout$/);
  // Checkout starts at its heading, and a stray Enter in a field moves on instead of ordering.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Botox Cosmetic 100 Units');
  await page.getByLabel('Doctor Name').press('Enter');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
});
