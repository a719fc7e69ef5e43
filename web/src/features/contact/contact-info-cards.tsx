import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/components/theme-icon';
import { IconBrandLinkedin, IconMail, IconPhone, type Icon } from '@tabler/icons-react';
import { mailtoLink } from '@/lib/mailto';
import classes from './contact.module.css';
import { CONTACT_TEXT } from './messages';
import { profileHandle } from './profile-handle';
import type { ContactInfo } from './use-contact-info';

interface ContactCard {
  label: string;
  value: string;
  href: string;
  icon: Icon;
  external?: boolean;
}

const LOADING: ContactInfo = { email: '', phone: '', linkedin: '' };

function cards(info: ContactInfo): ContactCard[] {
  return [
    { label: CONTACT_TEXT.emailCard, value: info.email, href: mailtoLink(info.email), icon: IconMail },
    {
      label: CONTACT_TEXT.phoneCard,
      value: info.phone,
      // tel: links want digits and a leading +, not the spaces and brackets people read.
      href: `tel:${info.phone.replace(/[^\d+]/g, '')}`,
      icon: IconPhone,
    },
    {
      label: CONTACT_TEXT.linkedinCard,
      value: profileHandle(info.linkedin),
      href: info.linkedin,
      icon: IconBrandLinkedin,
      external: true,
    },
  ];
}

export function ContactInfoCards({ info }: { info: ContactInfo | null }) {
  return (
    <Stack gap="md" className="scroll-animation">
      <Title order={2} size="h3">
        {CONTACT_TEXT.cardsHeading}
      </Title>
      {cards(info ?? LOADING).map(({ label, value, href, icon: CardIcon, external }) => (
        <Paper key={label} withBorder radius="lg" p="lg" className={classes.infoCard}>
          <Group wrap="nowrap" gap="md">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <CardIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <div className={classes.infoText}>
              <Text size="sm" c="dimmed" fw={500}>
                {label}
              </Text>
              {info ? (
                <Text
                  component="a"
                  href={href}
                  fw={600}
                  className={classes.infoLink}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {value}
                </Text>
              ) : (
                <span className={classes.pendingValue} aria-hidden="true" />
              )}
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
