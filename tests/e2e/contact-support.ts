// Shared steps of the contact browser tests (not a spec file: Playwright only runs *.spec.ts).
import { expect, type Page, type Request } from './support/test';
import { COLLECTIONS, type ContactMessageDoc } from '@portfolio/model/collections';
import { adminApp } from '../support/emulator';

/** The EmailJS values scripts/test.mjs builds the app with; nothing reaches EmailJS. */
export const EMAILJS = {
  publicKey: process.env.VITE_EMAILJS_PUBLIC_KEY || 'test-public-key',
  serviceId: process.env.VITE_EMAILJS_SERVICE_ID || 'test-service',
  templateId: process.env.VITE_EMAILJS_TEMPLATE_ID || 'test-template',
};

export const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';

/** The form's minimum fill time against bots (web/src/features/contact/bot-guard.ts), plus margin. */
const PERSON_PACE_MS = 3500;

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Values with a unique subject, so a test finds its own message among the others. */
export function uniqueMessage(label: string): ContactValues {
  return {
    name: 'Jane Visitor',
    email: 'jane.visitor@example.com',
    subject: `${label} ${Date.now().toString(36)}`,
    message: 'I have a churn dataset and would like a model and an Android dashboard for it.',
  };
}

/** Opens /contact and waits until the email service is ready; returns when the page opened. */
export async function openContact(page: Page): Promise<number> {
  await page.goto('/contact');
  const openedAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  await expect(page.getByText('Email service is initializing. Please wait a moment.')).toBeHidden();
  return openedAt;
}

export function field(page: Page, label: 'Your Name' | 'Your Email' | 'Subject' | 'Message') {
  // Anchored: the form itself is labelled 'Send Me a Message'.
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

export async function fillContact(page: Page, values: ContactValues, openedAt: number): Promise<void> {
  await field(page, 'Your Name').fill(values.name);
  await field(page, 'Your Email').fill(values.email);
  await field(page, 'Subject').fill(values.subject);
  await field(page, 'Message').fill(values.message);
  const wait = openedAt + PERSON_PACE_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

export function sendButton(page: Page) {
  return page.getByRole('button', { name: 'Send Message' });
}

/** Every request the page makes to EmailJS, whether or not a test answers it. */
export function recordEmailRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://api.emailjs.com/')) requests.push(request);
  });
  return requests;
}

/** The stored messages with this subject, read with the admin SDK (past the rules). */
export async function storedMessages(subject: string): Promise<ContactMessageDoc[]> {
  const { db } = adminApp();
  const snapshot = await db.collection(COLLECTIONS.contactMessages).where('subject', '==', subject).get();
  return snapshot.docs.map((d) => d.data() as ContactMessageDoc);
}
