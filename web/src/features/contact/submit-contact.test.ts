import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_FAILURE_REASONS } from './messages';
import type { StoreResult } from './message-store';
import { submitContactMessage, type SubmitDeps } from './submit-contact';

const values = {
  name: 'Jane',
  email: 'jane@example.com',
  subject: 'Hello there',
  message: 'A long enough message',
};
const saved: StoreResult = { kind: 'saved', id: 'AAAAAAAAAAAAAAAAAAAA', receipt: 'receipt' };

function deps(overrides: Partial<SubmitDeps> = {}): SubmitDeps {
  return {
    email: { send: vi.fn().mockResolvedValue(undefined) },
    emailConfigured: true,
    online: true,
    store: vi.fn().mockResolvedValue(saved),
    recordEmail: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

describe('submitContactMessage', () => {
  it('stores the message, sends the email, then reports it as sent', async () => {
    const d = deps();
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'sent' });
    expect(d.store).toHaveBeenCalledWith(values, true);
    expect(d.email?.send).toHaveBeenCalledWith(values);
    expect(d.recordEmail).toHaveBeenCalledWith(saved, values, 'sent');
  });

  it('reports a failed email with its reason, the message stays stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = deps({
      email: { send: vi.fn().mockRejectedValue(new EmailJSResponseStatus(429, 'Too Many Requests')) },
    });
    await expect(submitContactMessage(values, d)).resolves.toEqual({
      kind: 'failed',
      reason: EMAIL_FAILURE_REASONS[429],
    });
    expect(d.recordEmail).toHaveBeenCalledWith(saved, values, 'failed');
  });

  it('gives no reason for an ordinary failure such as a 400', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = deps({ email: { send: vi.fn().mockRejectedValue(new EmailJSResponseStatus(400, 'Bad')) } });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'failed', reason: undefined });
  });

  it('reports not configured when there is no email service, and says it was received', async () => {
    const d = deps({ email: null, emailConfigured: false });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'received' });
    expect(d.recordEmail).toHaveBeenCalledWith(saved, values, 'not_configured');
  });

  it('reports a failure, and sends no email, when the function refuses the message', async () => {
    const d = deps({ store: vi.fn().mockResolvedValue({ kind: 'error' }) });
    await expect(submitContactMessage(values, d)).resolves.toMatchObject({ kind: 'failed' });
    expect(d.email?.send).not.toHaveBeenCalled();
  });

  it('past the rate limit, sends no email and says so', async () => {
    const d = deps({ store: vi.fn().mockResolvedValue({ kind: 'rate-limited' }) });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'rate-limited' });
    expect(d.email?.send).not.toHaveBeenCalled();
    expect(d.recordEmail).not.toHaveBeenCalled();
  });

  it('offline, queues the message without trying the email', async () => {
    const d = deps({ online: false, store: vi.fn().mockResolvedValue({ kind: 'queued', id: 'x' }) });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'queued' });
    expect(d.email?.send).not.toHaveBeenCalled();
    expect(d.store).toHaveBeenCalledWith(values, false);
  });

  it('online but with the function out of reach, still emails and keeps the outcome with the queued message', async () => {
    const queued: StoreResult = { kind: 'queued', id: 'x' };
    const d = deps({ store: vi.fn().mockResolvedValue(queued) });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'sent' });
    expect(d.recordEmail).toHaveBeenCalledWith(queued, values, 'sent');
  });

  it('when EmailJS failed to start, the inbox copy counts as received', async () => {
    const d = deps({ email: null, emailConfigured: true });
    await expect(submitContactMessage(values, d)).resolves.toEqual({ kind: 'received' });
    expect(d.recordEmail).toHaveBeenCalledWith(saved, values, 'failed');
  });
});
