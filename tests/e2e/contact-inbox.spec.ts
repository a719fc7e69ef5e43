// A visitor's message reaches the admin inbox through the real sign-in, with its email status.
import { expect, test, type Page } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { ADMIN_STATE, openAdmin } from '../support/admin-session';
import { adminApp, forgetContactRateLimits } from '../support/emulator';
import {
  fillContact,
  openContact,
  SEND_URL,
  sendButton,
  storedMessages,
  uniqueMessage,
} from './contact-support';

// EmailJS is answered with page.route, which never sees a request a service worker handles.
test.use({ serviceWorkers: 'block', storageState: ADMIN_STATE });

// Every test here sends from 127.0.0.1, and the function allows 5 messages a minute per address:
// each test starts as a new visitor would, with the flood counters empty.
test.beforeEach(() => forgetContactRateLimits());

function card(page: Page, subject: string) {
  return page.getByRole('article').filter({ hasText: subject });
}

test('a sent message appears in the inbox, newest first, and can be marked read and deleted', async ({
  page,
}) => {
  // An older message stored without email (the demo's configuration), arranged directly.
  const older = uniqueMessage('Older');
  const { db } = adminApp();
  await db.collection(COLLECTIONS.contactMessages).add({
    ...older,
    created_at: Timestamp.fromMillis(Date.now() - 60 * 60 * 1000),
    email_status: 'not_configured',
  });

  // A new one through the page, EmailJS answering OK.
  const values = uniqueMessage('Inbox');
  await page.route(SEND_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
  );
  const openedAt = await openContact(page);
  await fillContact(page, values, openedAt);
  await sendButton(page).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect.poll(async () => (await storedMessages(values.subject)).length).toBe(1);

  await openAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);

  const newest = card(page, values.subject);
  await expect(newest).toContainText(values.name);
  await expect(newest).toContainText(values.message);
  await expect(newest.getByRole('link', { name: values.email })).toHaveAttribute(
    'href',
    `mailto:${values.email}`,
  );
  await expect(newest.getByText('Email sent')).toBeVisible();
  await expect(newest.locator('time')).not.toBeEmpty();
  await expect(newest.getByText('New', { exact: true })).toBeVisible();
  await expect(card(page, older.subject).getByText('Email not configured')).toBeVisible();

  // Newest first.
  const subjects = await page.getByRole('article').allInnerTexts();
  const newIndex = subjects.findIndex((t) => t.includes(values.subject));
  const oldIndex = subjects.findIndex((t) => t.includes(older.subject));
  expect(newIndex).toBeGreaterThanOrEqual(0);
  expect(newIndex).toBeLessThan(oldIndex);

  await newest.getByRole('button', { name: 'Mark as read' }).click();
  await expect(newest.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(newest.getByText('New', { exact: true })).toBeHidden();
  await expect.poll(async () => (await storedMessages(values.subject))[0]?.read).toBe(true);

  // Deleting asks first; cancelling keeps the message.
  await newest.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete message' });
  await expect(dialog).toContainText(`Are you sure you want to delete the message from ${values.name}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(newest).toBeVisible();

  await newest.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(newest).toHaveCount(0);
  await expect.poll(async () => (await storedMessages(values.subject)).length).toBe(0);
});
