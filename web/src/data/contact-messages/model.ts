import { EMAIL_STATUSES, type EmailStatus } from '@portfolio/model/collections';
import { date, str, type Codec } from '@/data/codec';

export type { EmailStatus };

/** The four values of the contact form, also the EmailJS template params. */
export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactMessage extends ContactMessageInput {
  id: string;
  created_at: Date | null;
  email_status: EmailStatus;
  read: boolean;
}

function emailStatus(value: unknown): EmailStatus {
  return (EMAIL_STATUSES as readonly unknown[]).includes(value) ? (value as EmailStatus) : 'failed';
}

export const contactMessageCodec: Codec<ContactMessage> = {
  fromFirestore: (id, d) => ({
    id,
    name: str(d.name),
    email: str(d.email),
    subject: str(d.subject),
    message: str(d.message),
    created_at: date(d.created_at),
    email_status: emailStatus(d.email_status),
    read: d.read === true,
  }),
};

/** The stored values are trimmed: the rules count characters the way the form's validation does. */
export function contactMessageToDoc(input: ContactMessageInput): ContactMessageInput {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
}
