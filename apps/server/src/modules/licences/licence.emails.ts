import { details, letter, paragraph, reviewNotice, type EmailMessage } from '../email/email.layout';

/** The e-mails of a licence's life after registration (issue 20; docs/decisions/034-licence-lifecycle.md). */

/** A licence's expiry, as the daily job writes about it: whose, when, and where to renew it. */
export interface LicenceNoticeFacts {
  fullName: string;
  expiryDate: string;
  /** The account page's renewal form. */
  renewalUrl: string;
}

/** A reminder `daysLeft` days before the licence expires (60, 30 or 7, or fewer when sent late). */
export function licenceReminderEmail(
  shopName: string,
  to: string,
  licence: LicenceNoticeFacts,
  daysLeft: number,
): EmailMessage {
  const when = daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return letter(
    shopName,
    { template: 'licence-reminder', to, subject: `${shopName}: your medical license expires ${when}` },
    licence.fullName,
    [
      paragraph(
        `The medical license on your ${shopName} account expires on ${licence.expiryDate}.`,
        'From that day the account cannot place orders until we have approved your renewed license.',
      ),
      {
        kind: 'link',
        text: 'Upload your renewed license on your account page:',
        label: 'Renew your license',
        url: licence.renewalUrl,
      },
    ],
  );
}

/** The licence expired today (or before the job last ran): the account can no longer order. */
export function licenceLapsedEmail(shopName: string, to: string, licence: LicenceNoticeFacts): EmailMessage {
  return letter(
    shopName,
    { template: 'licence-lapsed', to, subject: `${shopName}: your medical license has expired` },
    licence.fullName,
    [
      paragraph(
        `The medical license on your ${shopName} account expired on ${licence.expiryDate}, so the account`,
        'cannot place orders for now. You can still sign in, browse and fill your cart; orders you placed',
        'before stay with our team for review.',
      ),
      {
        kind: 'link',
        text: 'Upload your renewed license on your account page; you can order again as soon as we approve it:',
        label: 'Renew your license',
        url: licence.renewalUrl,
      },
    ],
  );
}

/** An admin approved the renewed licence: the account may order again. */
export function licenceRenewalApprovedEmail(
  shopName: string,
  to: string,
  fullName: string,
  renewal: { licenseNumber: string; expiryDate: string },
): EmailMessage {
  return letter(
    shopName,
    { template: 'licence-renewal-approved', to, subject: `${shopName}: your license renewal is approved` },
    fullName,
    [
      paragraph('We have approved your renewed medical license; your account can place orders again.'),
      details(
        { label: 'License number', value: renewal.licenseNumber },
        { label: 'Expires', value: renewal.expiryDate },
      ),
    ],
  );
}

/** An admin did not accept the renewal, with the reason; the doctor can send another. */
export function licenceRenewalRejectedEmail(
  shopName: string,
  to: string,
  licence: LicenceNoticeFacts,
  reason: string,
): EmailMessage {
  return letter(
    shopName,
    {
      template: 'licence-renewal-rejected',
      to,
      subject: `${shopName}: your license renewal was not accepted`,
    },
    licence.fullName,
    [
      paragraph('We could not accept the renewed license you sent.'),
      details({ label: 'Reason', value: reason }),
      {
        kind: 'link',
        text: 'You can send it again from your account page:',
        label: 'Renew your license',
        url: licence.renewalUrl,
      },
    ],
  );
}

/**
 * The admin's notice of a licence renewal sent for review (issue 38): whose, the number and expiry
 * it asks for, waiting in the dashboard's Doctor Registrations beside new registrations.
 */
export function licenceRenewalNoticeEmail(
  shopName: string,
  to: string,
  renewal: { fullName: string; email: string; licenseNumber: string; expiryDate: string },
): EmailMessage {
  return reviewNotice(shopName, {
    template: 'licence-renewal-notice',
    to,
    what: `license renewal from ${renewal.fullName}`,
    doctor: { name: renewal.fullName, email: renewal.email },
    did: 'sent a renewed license',
    where: 'Doctor Registrations, License renewals',
    facts: details(
      { label: 'License number', value: renewal.licenseNumber },
      { label: 'New expiry date', value: renewal.expiryDate },
    ),
  });
}
