// The contact form against the real @emailjs/browser library, its endpoint answered in the
// browser, and the real Firestore emulator behind the inbox copy.
import { expect, test, type Page } from './support/test';
import { personalInfo } from '../../scripts/seed/demo-content';
import {
  type ContactValues,
  EMAILJS,
  field,
  fillContact,
  openContact,
  recordEmailRequests,
  SEND_URL,
  sendButton,
  storedMessages,
  uniqueMessage,
} from './contact-support';
import { forgetContactRateLimits } from '../support/emulator';
import { waitForServiceWorker } from './support/service-worker';

// The form's requests are answered with page.route, which never sees a request that a service
// worker handles; the PWA has its own specs.
test.use({ serviceWorkers: 'block' });

// Every test here sends from 127.0.0.1, and the function allows 5 messages a minute per address:
// each test starts as a new visitor would, with the flood counters empty.
test.beforeEach(() => forgetContactRateLimits());

test('shows the contact page with the owner’s details', async ({ page }) => {
  await openContact(page);
  await expect(page).toHaveTitle(/Contact/);
  await expect(page.getByRole('link', { name: personalInfo.email })).toHaveAttribute(
    'href',
    `mailto:${personalInfo.email}`,
  );
  await expect(page.getByRole('link', { name: personalInfo.phone })).toBeVisible();
  await expect(page.getByRole('link', { name: '@alex-morgan-data' })).toHaveAttribute(
    'href',
    personalInfo.linkedin,
  );
  await expect(page.getByRole('heading', { name: 'Send Me a Message' })).toBeVisible();
  await expect(field(page, 'Your Email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Message')).toHaveAttribute('rows', '5');
  await expect(page.locator('.scroll-animation').first()).toHaveClass(/\banimated\b/);
});

test('a successful send posts what EmailJS expects, resets the form and stores the message as sent', async ({
  page,
}) => {
  const values = uniqueMessage('Success');
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEND_URL, async (route) => {
    await answered; // hold the answer so the busy button can be seen
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  const requests = recordEmailRequests(page);

  const openedAt = await openContact(page);
  await fillContact(page, values, openedAt);
  await sendButton(page).click();

  const busy = page.getByRole('button', { name: 'Sending...' });
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText("Thank you for reaching out. I'll get back to you soon.")).toBeVisible();
  await expect(field(page, 'Your Name')).toHaveValue('');
  await expect(field(page, 'Message')).toHaveValue('');

  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON()).toEqual({
    lib_version: '4.4.1',
    user_id: EMAILJS.publicKey,
    service_id: EMAILJS.serviceId,
    template_id: EMAILJS.templateId,
    template_params: values,
  });
  await expect
    .poll(async () => (await storedMessages(values.subject)).map((m) => m.email_status))
    .toEqual(['sent']);
  const [stored] = await storedMessages(values.subject);
  expect(stored).toMatchObject({ ...values });
  expect(stored?.created_at).toBeTruthy();
});

for (const { status, body, reason } of [
  { status: 400, body: 'The template ID is invalid', reason: null },
  { status: 429, body: 'Too Many Requests', reason: 'Too Many Requests' },
]) {
  test(`a ${status} answer keeps the values, shows the failure and still stores the message`, async ({
    page,
  }) => {
    const values = uniqueMessage(`Answer ${status}`);
    await page.route(SEND_URL, (route) => route.fulfill({ status, contentType: 'text/plain', body }));
    const openedAt = await openContact(page);
    await fillContact(page, values, openedAt);
    await sendButton(page).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Message Failed' });
    await expect(toast).toContainText('There was an error sending your message. Please try again.');
    if (reason) await expect(toast).toContainText(reason);
    await expect(field(page, 'Your Name')).toHaveValue(values.name);
    await expect(field(page, 'Your Email')).toHaveValue(values.email);
    await expect(field(page, 'Subject')).toHaveValue(values.subject);
    await expect(field(page, 'Message')).toHaveValue(values.message);
    await expect(sendButton(page)).toBeEnabled();
    await expect
      .poll(async () => (await storedMessages(values.subject)).map((m) => m.email_status))
      .toEqual(['failed']);
  });
}

test('each invalid field shows its message, nothing is sent, and fixing a field clears it', async ({
  page,
}) => {
  const requests = recordEmailRequests(page);
  const openedAt = await openContact(page);
  const values = { name: 'J', email: 'jane@', subject: 'Hey', message: 'Too short' };
  await fillContact(page, values, openedAt);
  await sendButton(page).click();

  const expected = {
    'Your Name': 'Name must be at least 2 characters.',
    'Your Email': 'Please enter a valid email address.',
    Subject: 'Subject must be at least 5 characters.',
    Message: 'Message must be at least 10 characters.',
  } as const;
  for (const [label, message] of Object.entries(expected)) {
    const input = field(page, label as keyof typeof expected);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  }

  await field(page, 'Subject').fill('Hey there');
  await expect(page.getByText(expected.Subject)).toBeHidden();
  await expect(page.getByText(expected['Your Name'])).toBeVisible();

  await page.waitForTimeout(500);
  expect(requests).toHaveLength(0);
  expect(await storedMessages(values.subject)).toHaveLength(0);
  expect(await storedMessages('Hey there')).toHaveLength(0);
});

test('a filled hidden field is never reported as sent: the form says so and keeps every value', async ({
  page,
}) => {
  const requests = recordEmailRequests(page);
  const values = uniqueMessage('Bot');
  const openedAt = await openContact(page);
  await fillContact(page, values, openedAt);
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://cheap-pills.example';
  });
  await sendButton(page).click();

  await expect(page.getByText('Message Not Sent', { exact: true })).toBeVisible();
  await expect(page.getByText('Message Sent!')).toBeHidden();
  await expectValues(page, values);
  await page.waitForTimeout(1000);
  expect(requests).toHaveLength(0);
  expect(await storedMessages(values.subject)).toHaveLength(0);
});

test('a person who sends within 3 s (autofill and paste) is asked to wait, keeps every value, then sends', async ({
  page,
}) => {
  await page.route(SEND_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }),
  );
  const requests = recordEmailRequests(page);
  const values = uniqueMessage('Autofill');
  // The page's clock stands still (timers still run): the send comes at the instant it opened.
  const opened = new Date();
  await page.clock.setFixedTime(opened);
  await openContact(page);
  await fillContact(page, values, 0); // no pause: the page's time does not move
  await sendButton(page).click();

  await expect(page.getByText('Please wait a moment and send again.', { exact: false })).toBeVisible();
  await expect(page.getByText('Message Sent!')).toBeHidden();
  await expectValues(page, values);
  expect(requests).toHaveLength(0);
  expect(await storedMessages(values.subject)).toHaveLength(0);

  await page.clock.setFixedTime(new Date(opened.getTime() + 4000));
  await sendButton(page).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect.poll(async () => (await storedMessages(values.subject)).length).toBe(1);
  expect(requests).toHaveLength(1);
});

async function expectValues(page: Page, values: ContactValues) {
  await expect(field(page, 'Your Name')).toHaveValue(values.name);
  await expect(field(page, 'Your Email')).toHaveValue(values.email);
  await expect(field(page, 'Subject')).toHaveValue(values.subject);
  await expect(field(page, 'Message')).toHaveValue(values.message);
}

test.describe('with the service worker', () => {
  // Offline, the app's chunks come from the service worker's precache, as for a real visitor.
  test.use({ serviceWorkers: 'allow' });

  test('offline, the message is queued and reaches the inbox when the connection returns', async ({
    page,
    context,
  }) => {
    const requests = recordEmailRequests(page);
    const values = uniqueMessage('Offline');
    const openedAt = await openContact(page);
    // Starting to type fetches the message writer; wait for it before the network goes away.
    // (Vite preloads a lazy chunk's imports before the chunk itself, so the chunk comes last.)
    const writer = page.waitForEvent('requestfinished', (request) =>
      /\/assets\/create-[^/]*\.js$/.test(request.url()),
    );
    await field(page, 'Your Name').focus();
    await writer;
    // And the worker in control, with its precache: the toast's own chunk comes from it offline.
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await fillContact(page, values, openedAt);
    await sendButton(page).click();
    await expect(
      page.getByText("You're offline. Your message is saved and will be sent when your connection returns."),
    ).toBeVisible();
    await expect(field(page, 'Subject')).toHaveValue('');
    expect(await storedMessages(values.subject)).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await storedMessages(values.subject)).map((m) => m.email_status), {
        timeout: 30_000,
      })
      .toEqual(['failed']);
    expect(requests).toHaveLength(0);
  });
});
