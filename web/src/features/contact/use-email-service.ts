import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { isEmailConfigured, loadEmailClient, type EmailClient, type EmailConfig } from './email-client';
import { CONTACT_TOASTS } from './messages';

export interface EmailService {
  configured: boolean;
  /** Gates submission: the form sends nothing until the email client has started or failed. */
  ready: boolean;
  /** null when not configured or when EmailJS failed to start: messages then only reach the inbox. */
  client: EmailClient | null;
}

/** Initialises the email service once when the contact page opens. */
export function useEmailService(config: EmailConfig = env.emailjs): EmailService {
  const configured = isEmailConfigured(config);
  const [state, setState] = useState<{ ready: boolean; client: EmailClient | null }>({
    ready: !configured,
    client: null,
  });

  useEffect(() => {
    if (!configured) return;
    let active = true;
    loadEmailClient(config).then(
      (client) => {
        if (active) setState({ ready: true, client });
      },
      (error: unknown) => {
        console.error('EmailJS failed to initialise', error);
        if (!active) return;
        notifications.show({ ...CONTACT_TOASTS.serviceError, color: 'red' });
        // The inbox still takes messages: the form keeps working without the email.
        setState({ ready: true, client: null });
      },
    );
    return () => {
      active = false;
    };
  }, [configured, config]);

  return { configured, ...state };
}
