import { details, emailMessage, paragraph, type EmailBlock, type EmailMessage } from '../email/email.layout';

/** The contact and referral notices to the shop's inbox (docs/decisions/017, 022). */

/** What a contact message says, as the contact form sent it. */
export interface ContactEmailFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string | undefined;
  subject: string;
  message: string;
}

/**
 * A contact message, to the shop's inbox only; a reply goes to the sender. Nothing is mailed to the
 * address the form names: anyone can type any address, and the shop must not mail strangers.
 */
export function contactMessageEmail(
  shopName: string,
  inbox: string,
  contact: ContactEmailFacts,
): EmailMessage {
  const name = `${contact.firstName} ${contact.lastName}`;
  return emailMessage(
    shopName,
    {
      template: 'contact-message',
      to: inbox,
      replyTo: contact.email,
      subject: `${shopName} contact form: ${contact.subject}`,
    },
    [
      paragraph(`${name} wrote through the contact page. Reply to this e-mail to answer them.`),
      details(
        { label: 'Name', value: name },
        { label: 'Email', value: contact.email },
        { label: 'Phone', value: contact.phone },
        ...(contact.company ? [{ label: 'Company', value: contact.company }] : []),
        { label: 'Subject', value: contact.subject },
      ),
      { kind: 'quote', text: contact.message },
    ],
  );
}

/** A referral application as the form sent it. */
export interface ReferralEmailFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  clinicName: string;
  address?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zipCode?: string | undefined;
  specialty: string;
  licenseNumber: string;
  yearsOfExperience?: string | undefined;
  referredBy?: string | undefined;
  referrerContact?: string | undefined;
  additionalNotes?: string | undefined;
}

/** A referral application, to the shop's inbox only; a reply goes to the applicant. */
export function referralApplicationEmail(
  shopName: string,
  inbox: string,
  application: ReferralEmailFacts,
  submittedBy: { email: string; fullName: string } | undefined,
): EmailMessage {
  const name = `${application.firstName} ${application.lastName}`;
  const optional = (label: string, value: string | undefined) => (value ? [{ label, value }] : []);
  return emailMessage(
    shopName,
    {
      template: 'referral-application',
      to: inbox,
      replyTo: application.email,
      subject: `${shopName} referral application: ${name}, ${application.clinicName}`,
    },
    [
      paragraph(
        submittedBy
          ? `${submittedBy.fullName} <${submittedBy.email}> submitted a referral application while signed in.`
          : 'A referral application was submitted without a doctor account signed in.',
        'Reply to this e-mail to answer the applicant.',
      ),
      details(
        { label: 'Name', value: name },
        { label: 'Email', value: application.email },
        { label: 'Phone', value: application.phone },
        { label: 'Clinic', value: application.clinicName },
        ...optional('Address', application.address),
        ...optional('City', application.city),
        ...optional('State', application.state),
        ...optional('ZIP code', application.zipCode),
        { label: 'Specialty', value: application.specialty },
        { label: 'License number', value: application.licenseNumber },
        ...optional(
          'Experience',
          application.yearsOfExperience ? `${application.yearsOfExperience} years` : undefined,
        ),
        ...optional('Referred by', application.referredBy),
        ...optional('Referrer contact', application.referrerContact),
      ),
      ...(application.additionalNotes
        ? [{ kind: 'quote', text: application.additionalNotes } satisfies EmailBlock]
        : []),
    ],
  );
}
