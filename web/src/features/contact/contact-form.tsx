import { Button, Loader, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './contact.module.css';
import { CONTACT_TEXT } from './messages';
import { loadMessageWriter } from './message-store';
import { useContactForm } from './use-contact-form';
import type { EmailService } from './use-email-service';
import { CONTACT_MAX_LENGTH, type ContactValues } from './validation';
import { Notice } from '@/components/notice';

export function ContactForm({ service }: { service: EmailService }) {
  const { form, onSubmit, sending, honeypotRef } = useContactForm(service);
  const prefetched = useRef(false);

  // Someone who starts typing will probably send: fetch the message writer (the contact
  // function's client and the outbox) now, so the submit is quick and still works if the
  // connection drops meanwhile.
  const prefetch = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    loadMessageWriter().catch(() => {
      prefetched.current = false;
    });
  };

  // Every field is required; its label, placeholder and length cap are looked up by its name.
  const fieldProps = (field: keyof ContactValues) => ({
    label: CONTACT_TEXT[`${field}Label`],
    placeholder: CONTACT_TEXT[`${field}Placeholder`],
    maxLength: CONTACT_MAX_LENGTH[field],
    withAsterisk: true,
    ...form.getInputProps(field),
  });

  return (
    <Paper withBorder radius="lg" p="xl" shadow="sm" className="scroll-animation">
      <Title order={2} size="h3" mb="lg">
        {CONTACT_TEXT.formHeading}
      </Title>
      <form onSubmit={onSubmit} onFocus={prefetch} noValidate aria-label={CONTACT_TEXT.formHeading}>
        <Stack gap="md">
          {!service.ready && (
            <Notice color="yellow" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
              {CONTACT_TEXT.initializing}
            </Notice>
          )}
          <TextInput {...fieldProps('name')} autoComplete="name" />
          <TextInput {...fieldProps('email')} type="email" autoComplete="email" />
          <TextInput {...fieldProps('subject')} />
          <Textarea {...fieldProps('message')} rows={5} />
          {/* The bot trap: off-screen, out of the tab order and of the accessibility tree. */}
          <div className={classes.honeypot} aria-hidden="true">
            <label htmlFor="contact-website">{CONTACT_TEXT.honeypotLabel}</label>
            <input
              ref={honeypotRef}
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <Button
            type="submit"
            size="md"
            disabled={sending}
            leftSection={sending ? <Loader size={16} color="currentColor" /> : <IconSend size={18} />}
            className={classes.submit}
          >
            {sending ? CONTACT_TEXT.sending : CONTACT_TEXT.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
