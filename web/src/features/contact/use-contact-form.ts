import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { botSign } from './bot-guard';
import { CONTACT_TOASTS } from './messages';
import { recordEmailStatus, storeContactMessage } from './message-store';
import { notifyHeldBack, notifyOutcome } from './notify-outcome';
import { submitContactMessage } from './submit-contact';
import type { EmailService } from './use-email-service';
import { contactValidation, EMPTY_CONTACT_VALUES, type ContactValues } from './validation';

const FIELDS = Object.keys(EMPTY_CONTACT_VALUES) as Array<keyof ContactValues>;

export function useContactForm(service: EmailService) {
  const [sending, setSending] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const openedAt = useRef(0);
  // Errors appear on submit; from then on each field is checked again as the person corrects it.
  const attempted = useRef(false);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY_CONTACT_VALUES,
    validate: contactValidation,
    // Mantine's clear-on-change would race the re-validation below and hide a still-wrong field.
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      if (!attempted.current) return;
      for (const field of FIELDS) if (values[field] !== previous[field]) form.validateField(field);
    },
  });

  const finish = () => {
    attempted.current = false;
    form.reset();
  };

  const submitValid = async (values: ContactValues) => {
    attempted.current = true;
    if (sending) return;
    const sign = botSign(honeypotRef.current?.value ?? '', openedAt.current);
    if (sign) {
      // Emptied so that a person whose browser filled the hidden field can send on the next try;
      // a bot that sends once and moves on is still stopped, and the rate limit holds the rest.
      if (sign === 'trap' && honeypotRef.current) honeypotRef.current.value = '';
      notifyHeldBack(sign);
      return;
    }
    if (!service.ready) {
      notifications.show({ ...CONTACT_TOASTS.notReady, color: 'orange' });
      return;
    }
    setSending(true);
    try {
      const outcome = await submitContactMessage(values, {
        email: service.client,
        emailConfigured: service.configured,
        online: navigator.onLine,
        store: storeContactMessage,
        recordEmail: recordEmailStatus,
      });
      notifyOutcome(outcome);
      // Failure and the rate limit keep every value the person typed, so nothing is lost.
      if (outcome.kind !== 'failed' && outcome.kind !== 'rate-limited') finish();
    } catch (error) {
      console.error('Submitting the contact form failed', error);
      notifyOutcome({ kind: 'failed' });
    } finally {
      setSending(false);
    }
  };

  const showInvalid = (errors: FormErrors) => {
    attempted.current = true;
    const first = FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.onSubmit(submitValid, showInvalid)(event);

  return { form, onSubmit, sending, honeypotRef };
}
