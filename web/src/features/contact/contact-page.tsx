import { Container, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { useDocumentMeta } from '@/components/use-document-meta';
import { ContactForm } from './contact-form';
import { ContactInfoCards } from './contact-info-cards';
import classes from './contact.module.css';
import { CONTACT_TEXT } from './messages';
import { flushPendingMessages } from './message-store';
import { useContactInfo } from './use-contact-info';
import { useEmailService } from './use-email-service';

export function ContactPage() {
  useDocumentMeta(CONTACT_TEXT.pageTitle, CONTACT_TEXT.metaDescription);
  const service = useEmailService();
  const info = useContactInfo();

  // Messages an earlier visit could not deliver go out now, or as soon as the connection returns.
  useEffect(() => void flushPendingMessages(), []);
  useWindowEvent('online', () => void flushPendingMessages());

  return (
    <Container size="lg" className={classes.page}>
      <Stack gap="sm" className={classes.hero}>
        <Title order={1}>{CONTACT_TEXT.heading}</Title>
        <Text size="lg" c="dimmed" className={classes.intro}>
          {CONTACT_TEXT.intro}
        </Text>
      </Stack>
      <div className={classes.columns}>
        <ContactInfoCards info={info} />
        <ContactForm service={service} />
      </div>
    </Container>
  );
}
