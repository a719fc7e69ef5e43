import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_FAILURE_REASONS } from './messages';
import { submitContactMessage, type SubmitDeps } from './submit-contact';

const values = {
  name: 'Jane',
  email: 'jane@example.com',
  subject: 'Hello there',
  message: 'A long enough message',
};

function deps(overrides: Partial<SubmitDeps> = {}): SubmitDeps {
  return {
    email: { send: vi.fn().mockResolvedValue(undefined) },
    emailConfigured: true,
    online: true,
    store: vi.fn().mockResolvedValue('saved'),
    ...overrides,
  };
}

describe('submitContactMessage', () => {
  it('sends the email, then stores the message as sent', async () => {
    const d = deps();
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'sent' });
    expect(d.email?.send).toHaveBeenCalledWith(values);
    expect(d.store).toHaveBeenCalledWith(values, 'sent', true);
  });

  it('still stores the message when the email fails, and reports the failure with its reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = deps({
      email: { send: vi.fn().mockRejectedValue(new EmailJSResponseStatus(429, 'Too Many Requests')) },
    });
    await expect(submitContactMessage(values, d)).resolves.toEqual({
      kind: 'failed',
      reason: EMAIL_FAILURE_REASONS[429],
    });
    expect(d.store).toHaveBeenCalledWith(values, 'failed', true);
  });

  it('gives no reason for an ordinary failure such as a 400', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = deps({ email: { send: vi.fn().mockRejectedValue(new EmailJSResponseStatus(400, 'Bad')) } });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'failed', reason: undefined });
  });

  it('stores the message as not configured when there is no email service, and says it was received', async () => {
    const d = deps({ email: null, emailConfigured: false });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'received' });
    expect(d.store).toHaveBeenCalledWith(values, 'not_configured', true);
  });

  it('reports a failure when neither the email nor the inbox took the message', async () => {
    const d = deps({ email: null, emailConfigured: false, store: vi.fn().mockResolvedValue('error') });
    await expect(submitContactMessage(values, d)).resolves.toMatchObject({ kind: 'failed' });
  });

  it('offline, queues the message without trying the email, marked as failed for the owner', async () => {
    const d = deps({ online: false, store: vi.fn().mockResolvedValue('queued') });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'queued' });
    expect(d.email?.send).not.toHaveBeenCalled();
    expect(d.store).toHaveBeenCalledWith(values, 'failed', false);
  });

  it('when EmailJS failed to start, the inbox copy counts as received', async () => {
    const d = deps({ email: null, emailConfigured: true });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'received' });
    expect(d.store).toHaveBeenCalledWith(values, 'failed', true);
  });
});
