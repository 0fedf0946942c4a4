import { chargesAdminMessages as a, chargesMessages as m } from '@shop/contract/charges-messages';
import { expect, test } from './test';
import { productThroughApi, switchUser, uniqueName } from './support';

/**
 * The dashboard's Settings tab (issue 37; docs/product.md, Shipping and taxes): the admin adds a
 * shipping zone and sees a state already in it refused for a second one, adds a tax rate, edits and
 * deletes it; then marks a product cold-chain in the edit dialog. The zone is deleted at the end:
 * the other stories share this shop and expect it to charge nothing besides the lines.
 */
test('an admin adds a shipping zone and a tax rate in Settings, edits and deletes the rate, and marks a product cold-chain', async ({
  page,
}) => {
  // Two tabs, five dialogs and an edit, axe checking each: past 60 s on a machine running the unit tests too.
  test.slow();
  await switchUser(page, 'admin');
  const product = await productThroughApi(page, uniqueName('Chilled Vaccine'));
  const zoneName = uniqueName('Northeast');
  try {
    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: a.tab }).click();
    await expect(page.getByText(a.zones.empty)).toBeVisible();
    await expect(page.getByText(a.rates.empty)).toBeVisible();
    await expect(page.getByRole('button', { name: a.loadExamples })).toBeVisible();

    // A zone for two states, free over $500, with a cold-chain surcharge.
    await page.getByRole('button', { name: a.zones.add }).click();
    let dialog = page.getByRole('dialog', { name: a.zones.addTitle });
    await dialog.getByLabel(a.zones.name).fill(zoneName);
    await dialog.getByLabel(a.zones.country).selectOption('US');
    await dialog.getByLabel(a.zones.regions).fill('US-MA, us-ny');
    await dialog.getByLabel(a.zones.rate).fill('15.00');
    await dialog.getByLabel(a.zones.freeOver).fill('500.00');
    await dialog.getByLabel(a.zones.coldChainSurcharge).fill('25.00');
    await dialog.getByRole('button', { name: a.zones.save }).click();
    await expect(dialog).toHaveCount(0);
    const zones = page.getByRole('table', { name: a.zones.title });
    await expect(zones.getByRole('row').filter({ hasText: zoneName })).toContainText(
      'United StatesUS-MA, US-NY$15.00$500.00$25.00',
    );
    await expect(page.getByRole('button', { name: a.loadExamples })).toHaveCount(0);

    // A second zone naming Massachusetts again: the server's message under the field.
    await page.getByRole('button', { name: a.zones.add }).click();
    dialog = page.getByRole('dialog', { name: a.zones.addTitle });
    await dialog.getByLabel(a.zones.name).fill(uniqueName('Boston'));
    await dialog.getByLabel(a.zones.country).selectOption('US');
    await dialog.getByLabel(a.zones.regions).fill('US-MA');
    await dialog.getByLabel(a.zones.rate).fill('9.00');
    await dialog.getByRole('button', { name: a.zones.save }).click();
    await expect(dialog.getByText(m.regionTaken('US-MA', zoneName))).toBeVisible();
    await expect(dialog.getByLabel(a.zones.regions)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A tax rate for Massachusetts, edited, then deleted after confirming.
    await page.getByRole('button', { name: a.rates.add }).click();
    dialog = page.getByRole('dialog', { name: a.rates.addTitle });
    await dialog.getByLabel(a.rates.name).fill('Sales tax');
    await dialog.getByLabel(a.rates.country).selectOption('US');
    await dialog.getByLabel(a.rates.region).fill('US-MA');
    await dialog.getByLabel(a.rates.ratePercent).fill('6.25');
    await dialog.getByRole('button', { name: a.rates.save }).click();
    const rates = page.getByRole('table', { name: a.rates.title });
    const rateRow = rates.getByRole('row').filter({ hasText: 'Sales tax' });
    await expect(rateRow).toContainText('United StatesUS-MA6.25%No');

    await rateRow.getByRole('button', { name: a.editOf('Sales tax') }).click();
    dialog = page.getByRole('dialog', { name: a.rates.editTitle('Sales tax') });
    await expect(dialog.getByLabel(a.rates.ratePercent)).toHaveValue('6.25');
    await dialog.getByLabel(a.rates.ratePercent).fill('6.5');
    await dialog.getByRole('switch', { name: a.rates.appliesToShipping }).check();
    await dialog.getByRole('button', { name: a.rates.save }).click();
    await expect(rateRow).toContainText('6.5%Yes');

    await rateRow.getByRole('button', { name: 'Delete Sales tax' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(a.rates.empty)).toBeVisible();

    // The product form's cold chain, saved.
    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: /^Product Management/ }).click();
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(product.name);
    await page
      .getByRole('article', { name: product.name })
      .getByRole('button', { name: `Edit ${product.name}` })
      .click();
    dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel(a.product.taxClass)).toHaveValue('standard');
    await dialog.getByLabel(a.product.taxClass).selectOption({ label: 'Zero-rated' });
    await dialog.getByRole('switch', { name: a.product.coldChain }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);
    const saved = (await (await page.request.get(`/api/products/${product.id}`)).json()) as {
      taxClass: string;
      coldChain: boolean;
    };
    expect(saved).toMatchObject({ taxClass: 'zero', coldChain: true });
  } finally {
    const { zones } = (await (await page.request.get('/api/admin/shipping-zones')).json()) as {
      zones: { id: number; name: string }[];
    };
    for (const zone of zones.filter((z) => z.name === zoneName))
      await page.request.delete(`/api/admin/shipping-zones/${zone.id}`);
    await page.request.delete(`/api/admin/products/${product.id}`);
  }
});
