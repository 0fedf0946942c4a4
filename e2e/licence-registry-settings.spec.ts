import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { doctorsMessages } from '@shop/contract/admin-doctor-schemas';
import { adminMessages } from '@shop/contract/admin-messages';
import {
  ADMIN_LICENCE_REGISTER_FILE_PATH,
  ADMIN_REGISTRY_HOLDS_PATH,
  REGISTRY_RESULT_LABELS,
  licenceRegistryMessages as m,
} from '@shop/contract/licence-registry';
import type { RegistryHoldList } from '@shop/contract/licence-registry-schemas';
import { E2E_ADMIN, E2E_APP_SECRET } from '../playwright.config';
import { expect, test } from './test';

/**
 * A shop of its own whose register is a file (LICENCE_REGISTRY=file; the stories' shop has none),
 * on an embedded database of its own, `clockOffsetDays` ahead: started again a day ahead, its
 * housekeeping runs that night's check at once. The browser sends its cookies to every port of
 * 127.0.0.1, so the admin signed in here stays signed in across a restart.
 */
async function fileRegisterShop(baseURL: string, clockOffsetDays: number, fresh: boolean) {
  const port = Number(new URL(baseURL).port) + 12;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.data-e2e-${port}-registry`;
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  // The embedded database, whatever the stories' shop runs on.
  const { DATABASE_URL: _shared, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LICENCE_REGISTRY: 'file',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      APP_SECRET: E2E_APP_SECRET,
      SHOP_CLOCK_OFFSET_DAYS: String(clockOffsetDays),
      REGISTRATIONS_PER_HOUR: '500',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the file-register shop did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const HEADINGS = ['Name', 'Licence number', 'Province', 'Standing', 'Expires', 'Specialty'];
type Row = [name: string, number: string, province: string, standing: string, expires: string];
/** A register file as a spreadsheet saves it: a byte order mark, every cell quoted, CRLF lines. */
const registerFile = (rows: readonly Row[]) =>
  Buffer.from(
    '\uFEFF' +
      [HEADINGS, ...rows.map((row) => [...row, 'Dermatology, "aesthetic"'])]
        .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
        .join('\r\n'),
  );

async function registerDoctor(api: APIRequestContext, fullName: string, licenseNumber: string) {
  const res = await api.post('/api/auth/register', {
    data: {
      fullName: `Dr. ${fullName}`,
      email: `${licenseNumber.toLowerCase()}@clinic.example`,
      password: 'doctor-password-7',
      confirmPassword: 'doctor-password-7',
      licenseNumber,
      collegeName: 'College of Physicians and Surgeons of Ontario',
      provinceState: 'Ontario',
      licenseExpiryDate: '2030-01-31',
      practiceAddress: '100 King St W, Toronto, ON M5X 1A9',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { user: { id: number } }).user.id;
}

/**
 * Licences checked against the regulator's register (issue 43), the admin's screens: the Settings
 * tab's Licence registry takes a register file with its columns chosen (and remembered), and shows
 * the server's refusal of a bad one; the Doctors tab shows each licence's result, filters by it,
 * takes the register's expiry date and checks a licence by hand; and a prescriber the nightly check
 * held waits in Register holds until the admin lifts the hold with a reason.
 */
test('the admin uploads the register file with its columns chosen, approves a matching registration and gives a reason for a mismatching one, uses its expiry date, checks a licence, and lifts a hold the nightly check put', async ({
  page,
  baseURL,
}) => {
  test.slow();
  let shop = await fileRegisterShop(baseURL!, 0, true);
  const api = await playwrightRequest.newContext({ baseURL: shop.url });
  try {
    await registerDoctor(api, 'Ann Lee', 'MD-4301');
    await registerDoctor(api, 'Bob Stone', 'MD-4302');
    expect((await page.request.post(`${shop.url}/api/auth/login`, { data: E2E_ADMIN })).status()).toBe(200);

    // The Settings tab: a file register, nothing uploaded yet.
    await page.goto(`${shop.url}/admin/dashboard?tab=settings`);
    const section = page.getByRole('region', { name: m.sectionTitle });
    await expect(section).toContainText(m.providerFile);
    await expect(section).toContainText(m.noUploadYet);
    const rows: Row[] = [
      ['Ann Lee', 'MD-4301', 'ON', 'active', '2030-01-31'],
      ['Bob Stone', 'MD-4302', 'ON', 'active', '2031-06-30'],
    ];
    await section.getByLabel(m.fileLabel).setInputFiles({
      name: 'cpso.csv',
      mimeType: 'text/csv',
      buffer: registerFile(rows),
    });
    // The headings that read as a field's label are chosen; the others wait for the admin.
    const column = (field: string) => section.getByLabel(field, { exact: true });
    await expect(column('Name')).toHaveValue('Name');
    await expect(column('Licence number')).toHaveValue('Licence number');
    await expect(column('College or jurisdiction')).toHaveValue('');
    await section.getByRole('button', { name: m.upload }).click();
    await expect(column('College or jurisdiction')).toBeFocused();
    await expect(column('Status')).toHaveAccessibleDescription(m.mappingMissing);
    await column('College or jurisdiction').selectOption('Province');
    await column('Status').selectOption('Standing');
    await column('Expiry date').selectOption('Expires');
    // While the file is on its way the form shows its progress (the request is held here until seen).
    let release = () => {};
    const answerHeld = new Promise<void>((resolve) => (release = resolve));
    const isUpload = (url: URL) => url.pathname === ADMIN_LICENCE_REGISTER_FILE_PATH;
    await page.route(isUpload, async (route) => {
      await answerHeld;
      await route.continue();
    });
    await section.getByRole('button', { name: m.upload }).click();
    await expect(section.getByRole('status').getByRole('progressbar')).toBeVisible();
    release();
    await expect(page.getByText(m.uploaded(2)).first()).toBeVisible();
    await expect(section.getByRole('status').getByRole('progressbar')).toHaveCount(0);
    await page.unroute(isUpload);
    const lastFile = section.getByRole('region', { name: m.lastUploadHeading });
    await expect(lastFile).toContainText('cpso.csv');
    await expect(lastFile).toContainText(m.uploadCounts({ added: 2, changed: 0, removed: 0 }));

    // A file with a licence twice is refused with the server's words; its columns are the last file's.
    await section.getByLabel(m.fileLabel).setInputFiles({
      name: 'twice.csv',
      mimeType: 'text/csv',
      buffer: registerFile([...rows, ['Ann Lee', 'MD 4301', 'Ontario', 'active', '2030-01-31']]),
    });
    await expect(column('Status')).toHaveValue('Standing');
    await section.getByRole('button', { name: m.upload }).click();
    await expect(section.getByLabel(m.fileLabel)).toHaveAccessibleDescription(m.duplicateLicence(4, 2));
    await expect(lastFile).toContainText('cpso.csv');

    // Doctor Registrations: each card shows the register's answer. Ann matches and is approved at
    // once; Bob's expiry date differs, so approving him asks the reason, kept in the audit trail.
    await page.goto(`${shop.url}/admin/dashboard?tab=registrations`);
    const card = (name: string) => page.getByRole('article', { name });
    await expect(card('Dr. Ann Lee').getByRole('region', { name: m.sectionTitle })).toContainText(
      REGISTRY_RESULT_LABELS.match,
    );
    const bobsAnswer = card('Dr. Bob Stone').getByRole('region', { name: m.sectionTitle });
    await expect(bobsAnswer).toContainText(REGISTRY_RESULT_LABELS['expiry-mismatch']);
    await expect(bobsAnswer.getByRole('row', { name: /Expiry date/ })).toContainText('Jun 30, 2031');
    await card('Dr. Ann Lee').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(adminMessages.userApproved).first()).toBeVisible();
    await expect(card('Dr. Ann Lee')).toHaveCount(0);
    await card('Dr. Bob Stone').getByRole('button', { name: 'Approve' }).click();
    const reasonDialog = page.getByRole('dialog', { name: m.approveAnywayTitle('Dr. Bob Stone') });
    await expect(reasonDialog).toContainText(
      m.approveAnywayDescription(REGISTRY_RESULT_LABELS['expiry-mismatch']),
    );
    const approveAnyway = reasonDialog.getByRole('button', { name: m.approveAnyway });
    await expect(approveAnyway).toBeDisabled();
    await reasonDialog.getByLabel(m.approveReasonLabel).fill('Confirmed with the college by phone');
    await approveAnyway.click();
    await expect(card('Dr. Bob Stone')).toHaveCount(0);

    // The Doctors tab: each licence's result, and the filter by it.
    await page.goto(`${shop.url}/admin/dashboard?tab=doctors`);
    const table = page.getByRole('table', { name: doctorsMessages.title });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(row('Dr. Ann Lee')).toContainText(REGISTRY_RESULT_LABELS.match);
    await expect(row('Dr. Bob Stone')).toContainText(REGISTRY_RESULT_LABELS['expiry-mismatch']);
    await page.getByLabel(m.registryFilter, { exact: true }).selectOption({
      label: REGISTRY_RESULT_LABELS['expiry-mismatch'],
    });
    await expect(row('Dr. Ann Lee')).toHaveCount(0);
    await row('Dr. Bob Stone')
      .getByRole('button', { name: m.useRegisterExpiryNamed('Dr. Bob Stone') })
      .click();
    const confirm = page.getByRole('alertdialog', { name: m.useRegisterExpiryTitle('Dr. Bob Stone') });
    await expect(confirm).toContainText(m.useRegisterExpiryText('Jan 31, 2030', 'Jun 30, 2031'));
    await confirm.getByRole('button', { name: m.useRegisterExpiry }).click();
    await expect(page.getByText(m.expiryAccepted).first()).toBeVisible();
    // Bob matches now: he leaves the filtered list, and the list's heading takes the focus.
    await expect(row('Dr. Bob Stone')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: doctorsMessages.title, exact: true })).toBeFocused();
    await page.getByLabel(m.registryFilter, { exact: true }).selectOption({ label: m.allResults });
    await expect(row('Dr. Bob Stone')).toContainText(REGISTRY_RESULT_LABELS.match);
    await expect(row('Dr. Bob Stone')).toContainText(doctorsMessages.licenceExpiresOn('2031-06-30'));
    await row('Dr. Ann Lee')
      .getByRole('button', { name: m.checkRegisterNamed('Dr. Ann Lee') })
      .click();
    await expect(page.getByText(m.checkedToast(REGISTRY_RESULT_LABELS.match)).first()).toBeVisible();

    // The register now reports Ann suspended (the last upload's columns); the next night holds her.
    const upload = await page.request.post(`${shop.url}${ADMIN_LICENCE_REGISTER_FILE_PATH}`, {
      headers: { 'content-type': 'text/csv' },
      data: registerFile([['Ann Lee', 'MD-4301', 'ON', 'suspended', '2030-01-31'], rows[1]!]),
    });
    expect(upload.status()).toBe(200);
    await shop.stop();
    shop = await fileRegisterShop(baseURL!, 1, false);
    await expect
      .poll(
        async () =>
          (
            (await (
              await page.request.get(`${shop.url}${ADMIN_REGISTRY_HOLDS_PATH}`)
            ).json()) as RegistryHoldList
          ).holds.length,
        { timeout: 30_000 },
      )
      .toBe(1);

    await page.goto(`${shop.url}/admin/dashboard?tab=doctors`);
    const holds = page.getByRole('region', { name: m.holdsTitle });
    const held = holds.getByRole('article', { name: 'Dr. Ann Lee' });
    await expect(held).toContainText(REGISTRY_RESULT_LABELS.suspended);
    await expect(held).toContainText(m.heldLicence('MD-4301', 'Ontario'));
    await held.getByRole('button', { name: m.liftHoldNamed('Dr. Ann Lee') }).click();
    const dialog = page.getByRole('dialog', { name: m.liftHoldTitle('Dr. Ann Lee') });
    await dialog.getByLabel(m.liftHoldReasonLabel).fill('The college lifted the suspension this morning.');
    await dialog.getByRole('button', { name: m.liftHold }).click();
    await expect(page.getByText(m.reinstated).first()).toBeVisible();
    await expect(holds).toHaveCount(0);
    await expect(page.getByRole('heading', { name: doctorsMessages.title, exact: true })).toBeFocused();

    await page.goto(`${shop.url}/admin/dashboard?tab=settings`);
    await expect(section.getByRole('region', { name: m.lastRunHeading })).toContainText(m.holdsWaiting(0));
  } finally {
    await api.dispose();
    await shop.stop();
  }
});
