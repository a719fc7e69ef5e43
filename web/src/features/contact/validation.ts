import { CONTACT_EMAIL_PATTERN } from '@portfolio/model/contact';
import { CONTACT_LIMITS } from '@portfolio/model/limits';
import type { ContactMessageInput } from '@/data/contact-messages/model';
import { VALIDATION_MESSAGES } from './messages';

export type ContactValues = ContactMessageInput;

export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

function atLeast(min: number, message: string) {
  return (value: string) => (value.trim().length >= min ? null : message);
}

/** @mantine/form rules with one message per field; values are trimmed as they are stored. */
export const contactValidation = {
  name: atLeast(CONTACT_LIMITS.nameMin, VALIDATION_MESSAGES.name),
  email: (value: string) => (CONTACT_EMAIL_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.email),
  subject: atLeast(CONTACT_LIMITS.subjectMin, VALIDATION_MESSAGES.subject),
  message: atLeast(CONTACT_LIMITS.messageMin, VALIDATION_MESSAGES.message),
};

/** The upper bounds the rules enforce; the inputs stop typing at them. */
export const CONTACT_MAX_LENGTH = {
  name: CONTACT_LIMITS.nameMax,
  email: CONTACT_LIMITS.emailMax,
  subject: CONTACT_LIMITS.subjectMax,
  message: CONTACT_LIMITS.messageMax,
} as const;
