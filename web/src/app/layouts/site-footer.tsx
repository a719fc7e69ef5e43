import { Box, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ResponsiveGrid } from '@/components/responsive-grid';
import { ThemeIcon } from '@/components/theme-icon';
import { IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FOOTER_CONTACT } from '@/config/defaults';
import quietLink from '@/components/quiet-link.module.css';
import { FOOTER_LINKS, FOOTER_TEXT, LAYOUT_TEXT, PRIVACY_NOTE } from './messages';
import classes from './site-footer.module.css';

const contactItems = [
  { icon: IconMail, label: FOOTER_CONTACT.email, kind: 'Email' },
  { icon: IconPhone, label: FOOTER_CONTACT.phone, kind: 'Phone' },
  {
    icon: IconBrandLinkedin,
    label: FOOTER_CONTACT.linkedin.replace(/^https?:\/\/(www\.)?/, ''),
    kind: 'LinkedIn',
  },
];

export function SiteFooter({ name }: { name: string }) {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40}>
          <Stack gap="xs">
            <Text className={classes.heading} size="lg">
              {name}
            </Text>
            <Text c="dimmed" size="sm" maw={360}>
              {FOOTER_TEXT}
            </Text>
          </Stack>

          <nav aria-label={LAYOUT_TEXT.footerNav}>
            <Text className={classes.heading}>{LAYOUT_TEXT.quickLinks}</Text>
            <Stack gap={8} component="ul" className={classes.list}>
              {FOOTER_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={`${classes.link} ${quietLink.quietLink}`}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </nav>

          <div>
            <Text className={classes.heading}>{LAYOUT_TEXT.contactInfo}</Text>
            {/* Fixed text: shown, not linked. */}
            <Stack gap={10}>
              {contactItems.map(({ icon: Icon, label, kind }) => (
                <Group key={kind} gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size="md" radius="md" aria-hidden="true">
                    <Icon size={16} aria-hidden="true" />
                  </ThemeIcon>
                  <Text size="sm" c="dimmed" className={classes.contact}>
                    <VisuallyHidden>{kind}: </VisuallyHidden>
                    {label}
                  </Text>
                </Group>
              ))}
            </Stack>
          </div>
        </ResponsiveGrid>

        <Text className={classes.bottom} size="sm" c="dimmed" ta="center">
          {LAYOUT_TEXT.copyright(year, name)}
        </Text>
        <Text className={classes.privacy} size="xs" c="dimmed" ta="center">
          {PRIVACY_NOTE}
        </Text>
      </Container>
    </Box>
  );
}
