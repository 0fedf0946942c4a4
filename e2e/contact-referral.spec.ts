import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { SPECIALTIES } from '@shop/contract/support-fields';
import { signInNewDoctor } from './support';

/**
 * A form field by its label's whole text, whatever marks it as required (" *") or optional (" (optional)"):
 * the footer's newsletter field, "Email address", is not the form's Email.
 */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*| \\(optional\\))?$`));

/** Fills the contact form with a valid message. */
async function fillContactForm(page: Page, subject: string) {
  await field(page, 'First Name').fill('Amara');
  await field(page, 'Last Name').fill('Okafor');
  await field(page, 'Email').fill('amara.okafor@clinic.example');
  await field(page, 'Phone').fill('+1 416 555 0142');
  await field(page, 'Company').fill('Okafor Dermatology');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Do you ship dermal fillers to Ontario within a week?');
}

test('a visitor sees every rule, sends the contact form and sees the success view', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Our Friendly Team' })).toBeVisible();
  await expect(page.getByText('Our support team is available 9am-6pm EST, Monday-Friday.')).toBeVisible();
  await expect(page.getByText('Response within 1-2 business days')).toBeVisible();
  for (const point of ['Expert Support', 'Fast Response', '24/7 Emergency Support']) {
    await expect(page.getByRole('heading', { level: 3, name: point })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  // Sent empty: every rule's message, tied to its field, and focus on the first.
  await page.getByRole('button', { name: 'Send Message' }).click();
  const rules: [label: string, message: string][] = [
    ['First Name', 'First name is required'],
    ['Last Name', 'Last name is required'],
    ['Email', 'Please enter a valid email address'],
    ['Phone', 'Please enter a valid phone number'],
    ['Subject', 'Subject is required'],
    ['Message', 'Please enter a detailed message'],
  ];
  for (const [label, message] of rules) {
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message));
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(field(page, 'First Name')).toBeFocused();
  await expect(field(page, 'Company')).toHaveAttribute('aria-invalid', 'false');

  // Too short a phone and message keep their messages.
  await fillContactForm(page, 'Shipping to Ontario');
  await field(page, 'Phone').fill('555 0142');
  await field(page, 'Message').fill('Too short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Please enter a detailed message')).toBeVisible();
  await expect(field(page, 'Phone')).toBeFocused();

  // The sending state while the shop's answer is on its way.
  await field(page, 'Phone').fill('+1 416 555 0142');
  await field(page, 'Message').fill('Do you ship dermal fillers to Ontario within a week?');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();

  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();
  await expect(page.getByText("Thank you for contacting us. We'll respond within 2 hours.")).toBeVisible();
  await expect(field(page, 'First Name')).toHaveCount(0);
  await page.unroute('**/api/contact');

  // Another message starts from an empty form.
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(field(page, 'First Name')).toHaveValue('');
  await expect(field(page, 'Message')).toHaveValue('');
});

test('a signed-in doctor submits a referral and sees the success message', async ({ page, baseURL }) => {
  const doctor = await signInNewDoctor(page, baseURL ?? '', 'Dr. Lena Fischer');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Referrals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor Referral Program' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Program Benefits' })).toBeVisible();

  // The specification's required fields carry an asterisk and are announced as required.
  for (const label of [
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'Clinic Name',
    'Specialty',
    'License Number',
  ]) {
    await expect(field(page, label)).toHaveAttribute('aria-required', 'true');
    await expect(page.getByRole('main').locator('label', { hasText: new RegExp(`^${label}`) })).toHaveText(
      `${label} *`,
    );
  }
  for (const label of ['Address', 'City', 'State', 'ZIP Code', 'Years of Experience']) {
    await expect(field(page, label)).not.toHaveAttribute('aria-required', 'true');
  }
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Phone')).toHaveAttribute('type', 'tel');
  await expect(field(page, 'Specialty').locator('option')).toHaveText(['Select a specialty', ...SPECIALTIES]);
  await expect(field(page, 'Years of Experience').locator('option')).toHaveText([
    'Select experience',
    '1-2 years',
    '3-5 years',
    '6-10 years',
    '11-15 years',
    '16-20 years',
    '20+ years',
  ]);

  // The signed-in doctor's details start the form.
  await expect(field(page, 'First Name')).toHaveValue('Lena');
  await expect(field(page, 'Last Name')).toHaveValue('Fischer');
  await expect(field(page, 'Email')).toHaveValue(doctor.email);
  await expect(field(page, 'License Number')).toHaveValue('MD-90210');
  for (const label of ['First Name', 'Last Name', 'Email', 'License Number'])
    await field(page, label).fill('');

  // Each required field says what it lacks; the form says it once above them.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
  ).toBeVisible();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone is required',
    'Clinic name is required',
    'Please choose a specialty',
    'License number is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'First Name')).toBeFocused();

  await field(page, 'First Name').fill('Noah');
  await field(page, 'Last Name').fill('Brandt');
  await field(page, 'Email').fill('noah.brandt@clinic.example');
  await field(page, 'Phone').fill('+1 604 555 0188');
  await field(page, 'License Number').fill('CPSBC-77120');
  await field(page, 'Specialty').selectOption('Aesthetic Medicine');
  await field(page, 'Years of Experience').selectOption('6-10');
  await field(page, 'Clinic Name').fill('Brandt Aesthetics');
  await field(page, 'City').fill('Vancouver');
  await field(page, 'Referred By').fill(doctor.fullName);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(
    page.getByRole('alert').filter({
      hasText: 'Referral submitted successfully! We will review your application and contact you soon.',
    }),
  ).toBeVisible();
  // The form starts again from the account's details.
  await expect(field(page, 'First Name')).toHaveValue('Lena');
  await expect(field(page, 'Specialty')).toHaveValue('');
});

// Last in the file: it uses up this address's hourly contact messages.
test('when the shop refuses the message, the alert shows and the form stays as it was', async ({ page }) => {
  // Use up the hourly limit of this browser's address, through the API.
  for (let i = 0; i < 6; i += 1) {
    const res = await page.request.post('/api/contact', {
      data: {
        firstName: 'Limit',
        lastName: 'Test',
        email: `limit.${i}@clinic.example`,
        phone: '4165550100',
        subject: 'Filling the limit',
        message: 'One of several messages in a row.',
      },
    });
    if (res.status() === 429) break;
    expect(res.status()).toBe(201);
  }

  await page.goto('/contact');
  await fillContactForm(page, 'Refused message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Too many messages from your network. Please try again in an hour.');
  await expect(field(page, 'Subject')).toHaveValue('Refused message');
  await expect(field(page, 'Message')).toHaveValue('Do you ship dermal fillers to Ontario within a week?');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
