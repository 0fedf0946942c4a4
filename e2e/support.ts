import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { checkoutDetails } from '@shop/contract/checkout-fixture';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { CartItem } from '@shop/contract/cart-schemas';
import type { ProductListResponse } from '@shop/contract/catalog-schemas';
import { unQuotedPrintable } from '@shop/contract/smtp-test-sink';
import { E2E_ADMIN, MAIL_SINK } from '../playwright.config';

/** Helpers the browser tests share: accounts, signing in, products and the cart. */

export type Credentials = { email: string; password: string };
export type DoctorAccount = Credentials & { fullName: string };

/** A name no other run has used: a product's or a carousel item's. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A SKU no other run has used (issue 22): the shop keeps SKUs in capitals. */
export const uniqueSku = (prefix: string) =>
  uniqueName(prefix).replace(/\s+/g, '-').toUpperCase().slice(0, 40);

/** A small solid-colour PNG (`size` pixels square), so an upload sends real image bytes. */
export function pngImage(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@clinic.example`;

/**
 * Registers a doctor through the API with `api` (a page's `page.request` shares the page's cookies);
 * the account waits for approval. Returns its id and credentials.
 */
export async function registerDoctorThroughApi(
  api: APIRequestContext,
  fullName: string,
  licenseExpiryDate = '2034-01-31',
) {
  const email = uniqueEmail('doctor');
  const password = 'doctor-password-7';
  const res = await api.post('/api/auth/register', {
    data: {
      fullName,
      email,
      password,
      confirmPassword: password,
      licenseNumber: 'MD-90210',
      collegeName: 'College of Physicians and Surgeons of Ontario',
      licenseExpiryDate,
      practiceAddress: '55 University Ave, Toronto, ON',
    },
  });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  return { id: user.id, email, password, fullName };
}

/** A registered doctor whom the admin has approved, both through the API, in a context of its own. */
export async function approvedDoctor(
  baseURL: string,
  fullName: string,
  licenseExpiryDate?: string,
): Promise<DoctorAccount> {
  const api = await playwrightRequest.newContext({ baseURL });
  const { id, ...doctor } = await registerDoctorThroughApi(api, fullName, licenseExpiryDate);
  expect((await api.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
  expect((await api.post(`/api/admin/approve-user/${id}`)).status()).toBe(200);
  await api.dispose();
  return doctor;
}

/**
 * A new approved doctor (approvedDoctor) signed in on `page`: through the API, or at the login page
 * as a person does it (signInAtLoginPage).
 */
export async function signInNewDoctor(
  page: Page,
  baseURL: string,
  fullName: string,
  via: 'api' | 'login page' = 'api',
): Promise<DoctorAccount> {
  const doctor = await approvedDoctor(baseURL, fullName);
  await (via === 'api' ? signInThroughApi(page, doctor) : signInAtLoginPage(page, doctor));
  return doctor;
}

/** Fills and submits the login form on the page as it is (open /login first, or be sent there). */
export async function signInWithForm(page: Page, account: Credentials) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A doctor's sign-in as a person does it: the login page, the form, and the home page after. */
export async function signInAtLoginPage(page: Page, account: Credentials) {
  await page.goto('/login');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/$/);
}

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInThroughApi(page: Page, account: Credentials) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
}

/** The id of the product of this exact name, found through the catalogue API. */
export async function productIdByName(page: Page, name: string) {
  const res = await page.request.get(`/api/products?search=${encodeURIComponent(name)}&limit=1`);
  const body = (await res.json()) as { products: { id: number; name: string }[] };
  const product = body.products[0];
  expect(product?.name).toBe(name);
  return product!.id;
}

/** Puts a product in the signed-in account's cart through the API. */
export async function addToCartThroughApi(page: Page, productId: number, quantity: number) {
  const res = await page.request.post('/api/cart', { data: { productId, quantity } });
  expect(res.status()).toBe(201);
}

/** Puts `quantity` of the product of this exact name in the cart through the API and opens the checkout. */
export async function checkoutWith(page: Page, productName: string, quantity: number) {
  await addToCartThroughApi(page, await productIdByName(page, productName), quantity);
  await page.goto('/checkout');
}

/** The header's cart button; its accessible name carries the item count ("Cart, 2 items"). */
export const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
export const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });

/** The shop's prices as the screens print them. */
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type Product = { id: number; name: string; inStock: boolean };

/** `count` products that are in stock, through the catalogue API. */
export async function inStockProducts(page: Page, count: number): Promise<Product[]> {
  const res = await page.request.get('/api/products?inStock=true&limit=10');
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: Product[] };
  const found = products.filter((p) => p.inStock).slice(0, count);
  expect(found).toHaveLength(count);
  return found;
}

/** `count` products sold now with at least 20 to spare, so no line of a story is capped. */
export async function plentifulProducts(page: Page, count: number): Promise<ProductListResponse['products']> {
  const listed = (await (
    await page.request.get('/api/products?limit=100&inStock=true')
  ).json()) as ProductListResponse;
  const found = listed.products.filter((product) => product.stockLeft === null || product.stockLeft >= 20);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** The signed-in member's cart lines as the server holds them: each product's quantity by its id. */
export async function cartLines(page: Page): Promise<Record<number, number>> {
  const cart = (await (await page.request.get('/api/cart')).json()) as CartItem[];
  return Object.fromEntries(cart.map((line) => [line.productId, line.quantity]));
}

export type PlacedOrder = { id: number; orderNumber: string; totalAmount: string };

/**
 * Places an order as the signed-in doctor, with the checkout body the API tests use
 * (packages/contract/src/checkout-fixture.ts): the order's screens show its values.
 */
export async function placeOrder(
  page: Page,
  items: { productId: number; quantity: number }[],
): Promise<PlacedOrder> {
  const res = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { ...checkoutDetails(), items },
  });
  expect(res.status()).toBe(201);
  const { order } = (await res.json()) as { order: PlacedOrder };
  return order;
}

/** Places an order of `quantity` of one in-stock product as the signed-in doctor (placeOrder). */
export async function orderOneInStockProduct(page: Page, quantity: number): Promise<PlacedOrder> {
  const [product] = await inStockProducts(page, 1);
  return placeOrder(page, [{ productId: product!.id, quantity }]);
}

export type CreatedProduct = { id: number; name: string; price: string };

/**
 * A product added through the admin API (the signed-in admin's): $120.00 in the first category,
 * with no tiers unless `fields` say otherwise.
 */
export async function productThroughApi(
  page: Page,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedProduct> {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  const res = await page.request.post('/api/admin/products', {
    data: {
      sku: uniqueSku('E2E'),
      name,
      description: 'A product the browser stories add, stock, sell and delete.',
      price: '120.00',
      categoryId: categories[0]!.id,
      bulkDiscounts: [],
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as CreatedProduct;
}

export type ReceivedLot = { lotNumber: string; expiryDate: string; quantity: number };

/** The day `days` from today, as an expiry date field holds it. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A lot to receive: its number one no other run has used, its expiry `expiresInDays` from today. */
export const newLot = (
  prefix: string,
  { expiresInDays, quantity }: { expiresInDays: number; quantity: number },
) => ({
  lotNumber: uniqueName(prefix).replace(/\s+/g, '-').slice(0, 40),
  expiryDate: inDays(expiresInDays),
  quantity,
});

/**
 * Turns stock tracking on for a product (lot-tracked when lots are given, threshold 5) and receives
 * each lot, through the admin API.
 */
export async function trackStock(page: Page, productId: number, lots: ReceivedLot[] | null) {
  const settings = await page.request.put(`/api/admin/products/${productId}/stock-settings`, {
    data: { trackInventory: true, lotTracked: lots !== null, lowStockThreshold: 5 },
  });
  expect(settings.status()).toBe(200);
  for (const lot of lots ?? []) {
    const received = await page.request.post(`/api/admin/products/${productId}/stock`, {
      data: { kind: 'receive', ...lot },
    });
    expect(received.status()).toBe(201);
  }
}

/** A product added through the admin API (productThroughApi), lot-tracked with `lots` received. */
export async function lotTrackedProduct(
  page: Page,
  name: string,
  lots: ReceivedLot[],
  fields: Record<string, unknown> = {},
): Promise<CreatedProduct> {
  const product = await productThroughApi(page, name, fields);
  await trackStock(page, product.id, lots);
  return product;
}

/** The page's context signed out and signed in again as `account` (or the admin), through the API. */
export async function switchUser(page: Page, account: Credentials | 'admin') {
  await page.context().clearCookies();
  await (account === 'admin' ? signInAsAdmin(page) : signInThroughApi(page, account));
}

/**
 * A story file's approved doctor, registered (and approved by the admin) before its tests, and a
 * switch of the page between them and the admin. `doctor` is filled in by the time a test runs.
 */
export function storyDoctor(fullName: string) {
  const doctor = {} as DoctorAccount;
  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    Object.assign(doctor, await approvedDoctor(testInfo.project.use.baseURL!, fullName));
  });
  const switchTo = (page: Page, who: 'admin' | 'doctor') =>
    switchUser(page, who === 'admin' ? 'admin' : doctor);
  return { doctor, switchTo };
}

/** Signs the page's context in as the shop's admin through the API. */
export const signInAsAdmin = (page: Page) => signInThroughApi(page, E2E_ADMIN);

/** Types each value into the field of that label within `scope`, in the order given. */
async function fillByLabel(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Expects each field of that label within `scope` to hold the value given. */
export async function expectFieldValues(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await expect(scope.getByLabel(label)).toHaveValue(value);
}

/** The contact and shipping fields a first checkout asks for (the account gives name and e-mail). */
export async function fillCheckoutContact(page: Page) {
  await fillByLabel(page.getByRole('main'), {
    Phone: '+1 416 555 0199',
    'Street Address': '55 University Ave',
    City: 'Toronto',
    'State / Province': 'ON',
    'ZIP / Postal Code': 'M5J 2H7',
  });
}

/** Every checkout field the account does not pre-fill: contact, shipping, bank and card. */
export async function fillCheckout(page: Page) {
  await fillCheckoutContact(page);
  await fillCheckoutPayment(page);
  await page.getByRole('main').getByLabel('Cardholder Name').fill('Elena Marsh');
}

/** Bank and card: never remembered, so typed at every checkout. */
export async function fillCheckoutPayment(page: Page, expiryMonth = '12') {
  const main = page.getByRole('main');
  await main.getByLabel('Bank Name').fill('Lakeshore Bank');
  await main.getByLabel('Account Type').selectOption('checking');
  await fillByLabel(main, {
    'Account Number': '000987654321',
    'Routing Number': '021000021',
    'Card Number': '4242 4242 4242 4242',
  });
  await expect(main.getByText('Card type: Visa')).toBeVisible();
  await fillByLabel(main, {
    'Expiry Month': expiryMonth,
    'Expiry Year': String(new Date().getFullYear() + 2),
    CVV: '321',
  });
}

/**
 * Opens a first checkout (one Durolane 3 mL) and expects its shipping address to start from the
 * practice address in parts, each in its own field (issue 38).
 */
export async function expectCheckoutStartsFrom(
  page: Page,
  [street, city, region, postalCode, country]: [string, string, string, string, string],
) {
  await checkoutWith(page, 'Durolane 3 mL', 1);
  await expectFieldValues(page.getByRole('main'), {
    'Street Address': street,
    City: city,
    'State / Province': region,
    'ZIP / Postal Code': postalCode,
    Country: country,
  });
}

/** Clicks a download link and answers the file: its suggested name, its first bytes and its size. */
export async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile(await file.path());
  return {
    name: file.suggestedFilename(),
    head: bytes.subarray(0, 5).toString('latin1'),
    size: bytes.length,
    bytes,
  };
}

/** The order desk (Order Management tab) searched for an order, its dialog opened: the dialog. */
export async function openDeskOrder(page: Page, orderNumber: string) {
  await page.goto('/admin/dashboard?tab=orders');
  await page.getByLabel('Search orders').fill(orderNumber);
  await page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('button', { name: orderNumber })
    .click();
  return page.getByRole('dialog', { name: `Order ${orderNumber}` });
}

/**
 * Holds every request the page makes to `url` (a route glob) back `ms` before it goes on, so that a
 * story can see what the page shows while it is in flight.
 */
export async function holdBack(page: Page, url: string, ms: number) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Starts recording every toast the page shows (the text of each item in the Notifications region,
 * as it appears); returns a reader of what has been shown so far, all toasts in one string. A toast
 * lives 3 s: on a busy machine a check made in turn after an action may come after it has gone,
 * while the record keeps what the user was shown.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    const record = () => {
      const items = document.querySelectorAll('[aria-label="Notifications"] > *');
      for (const item of Array.from(items)) {
        const text = item.textContent;
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    record();
  });
  return () => page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen.join('\n'));
}

/**
 * The newest e-mail to `to` whose subject matches, as the clinic's mail server received it from the
 * shop (scripts/mail-sink.ts): its raw text with the quoted-printable bodies decoded. The stories'
 * shop sends what it queued every second (EMAIL_SEND_INTERVAL_SECONDS); this waits up to 40 s.
 */
export async function receivedEmail(to: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${MAIL_SINK.httpPort}/messages`);
        const messages = (await res.json()) as string[];
        found = messages
          .map(unQuotedPrintable)
          .filter((message) => message.includes(`To: ${to}`) && subject.test(message))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 40_000, intervals: [500, 1000] },
    )
    .toBe(true);
  return found ?? '';
}
