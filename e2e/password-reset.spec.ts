import { authMessages, passwordMessages } from '@shop/contract/messages';
import { expect, test } from './test';
import { approvedDoctor, receivedEmail, signInWithForm } from './support';

/**
 * Password self-service (issue 38; docs/product.md, Registration and sign-in): a doctor who forgot
 * the password asks for a link on the sign-in page, follows the link the e-mail carries, chooses a
 * new password and signs in with it; the link works once. Signed in, the doctor changes it again on
 * /account, and a wrong current password is said at its field.
 */
test('a doctor resets a forgotten password from the e-mailed link, and changes it on the account page', async ({
  page,
  baseURL,
}) => {
  // Two e-mails are waited for (the stories' shop sends its outbox every second).
  test.slow();
  const doctor = await approvedDoctor(baseURL!, 'Dr. Ines Forgetful');
  const newPassword = 'a-fresh-start-2027';

  await page.goto('/login');
  await page.getByRole('link', { name: passwordMessages.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const heading = page.getByRole('heading', { level: 1, name: passwordMessages.forgotTitle });
  await expect(heading).toBeFocused();
  await page.getByLabel('Email', { exact: true }).fill(doctor.email);
  await page.getByRole('button', { name: passwordMessages.sendLink }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(passwordMessages.resetRequested);

  const email = await receivedEmail(doctor.email, /Subject: .*choose a new password/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password#[A-Za-z0-9_-]{43})/.exec(email)?.[1];
  expect(link, email).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: passwordMessages.resetTitle })).toBeFocused();
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel(passwordMessages.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(passwordMessages.confirmNewPassword, { exact: true }).fill('not-the-same-one');
  await page.getByRole('button', { name: passwordMessages.savePassword }).click();
  await expect(page.getByText(authMessages.passwordsDontMatch)).toBeVisible();
  await page.getByLabel(passwordMessages.confirmNewPassword, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: passwordMessages.savePassword }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(passwordMessages.resetDone);

  // The old password no longer signs in; the new one does.
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await signInWithForm(page, doctor);
  await expect(page.getByText(authMessages.invalidCredentials).first()).toBeVisible();
  await signInWithForm(page, { email: doctor.email, password: newPassword });
  await expect(page).not.toHaveURL(/\/login/);
  await receivedEmail(doctor.email, /Subject: .*your password was changed/);

  // The link is spent: opened again, it says so and offers a new one.
  await page.goto(link!);
  await page.getByLabel(passwordMessages.newPassword, { exact: true }).fill('yet-another-password');
  await page.getByLabel(passwordMessages.confirmNewPassword, { exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: passwordMessages.savePassword }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(passwordMessages.resetLinkInvalid);
  await expect(page.getByRole('link', { name: passwordMessages.requestNewLink })).toBeVisible();

  // On the account page: a wrong current password is said at its field; the right one changes it.
  await page.goto('/account');
  const panel = page.getByRole('region', { name: passwordMessages.changeTitle });
  await panel.getByLabel(passwordMessages.currentPassword, { exact: true }).fill('not-my-password');
  await panel.getByLabel(passwordMessages.newPassword, { exact: true }).fill('second-new-password');
  await panel.getByLabel(passwordMessages.confirmNewPassword, { exact: true }).fill('second-new-password');
  await panel.getByRole('button', { name: passwordMessages.changeSubmit }).click();
  await expect(
    panel.getByLabel(passwordMessages.currentPassword, { exact: true }),
  ).toHaveAccessibleDescription(passwordMessages.currentPasswordWrong);
  await panel.getByLabel(passwordMessages.currentPassword, { exact: true }).fill(newPassword);
  await panel.getByRole('button', { name: passwordMessages.changeSubmit }).click();
  await expect(panel.getByRole('alert')).toHaveText(passwordMessages.changeDone);
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByRole('region', { name: passwordMessages.changeTitle })).toBeVisible();
});
