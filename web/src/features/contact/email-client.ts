import type { ContactValues } from './validation';
import { EMAIL_FAILURE_REASONS } from './messages';

export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export interface EmailClient {
  send(params: ContactValues): Promise<void>;
}

/** Without all three values (the demo) no email is sent; messages still reach the inbox. */
export function isEmailConfigured(config: EmailConfig): boolean {
  return config.publicKey !== '' && config.serviceId !== '' && config.templateId !== '';
}

let loading: Promise<EmailClient> | null = null;

/**
 * Loads @emailjs/browser and initialises it with the public key, once per page load (React's
 * StrictMode runs effects twice; a remount reuses the client). A failed load may be retried.
 */
export function loadEmailClient(config: EmailConfig): Promise<EmailClient> {
  loading ??= import('@emailjs/browser').then((emailjs) => {
    emailjs.init({ publicKey: config.publicKey });
    return {
      async send(params) {
        const { name, email, subject, message } = params;
        const response = await emailjs.send(config.serviceId, config.templateId, {
          name,
          email,
          subject,
          message,
        });
        // The answer is only logged (status and text), for whoever debugs the email template.
        console.info('EmailJS answered', response.status, response.text);
      },
    };
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The HTTP status of an EmailJS refusal (EmailJSResponseStatus), or null for other errors. */
function emailErrorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/** The clear words for the 451, 403 and 429 answers of the email client; undefined otherwise. */
export function emailFailureReason(error: unknown): string | undefined {
  const status = emailErrorStatus(error);
  return status === null ? undefined : EMAIL_FAILURE_REASONS[status];
}
