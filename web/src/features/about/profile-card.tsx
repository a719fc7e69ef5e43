import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/components/theme-icon';
import { IconBrandLinkedin, IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FallbackImage } from '@/components/fallback-image';
import { LinkButton } from '@/components/link-button';
import { IMAGE_SIZES, PROFILE_PLACEHOLDER_IMAGE } from '@/config/defaults';
import { IMAGE_DISPLAY_SIZES } from '@/config/image-display';
import { paths } from '@/config/paths';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import { linkedinHandle } from '@/lib/linkedin';
import { mailtoLink } from '@/lib/mailto';
import { isUsableUrl } from '@/lib/urls';
import { ABOUT_TEXT } from './messages';
import classes from './about.module.css';
import { DownloadCvButton } from '@/components/cv/download-cv-button';

interface ProfileCardProps {
  name: string;
  title: string;
  image: string;
  email: string;
  phone: string;
  linkedin: string;
}

export function ProfileCard({ name, title, image, email, phone, linkedin }: ProfileCardProps) {
  const renditionOf = useImageRenditions([image]);
  const contacts = [
    { kind: ABOUT_TEXT.email, icon: IconMail, text: email, href: mailtoLink(email) },
    { kind: ABOUT_TEXT.phone, icon: IconPhone, text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    {
      kind: ABOUT_TEXT.linkedin,
      icon: IconBrandLinkedin,
      text: linkedinHandle(linkedin),
      href: isUsableUrl(linkedin) ? linkedin : undefined,
    },
  ].filter((c) => c.text);

  return (
    <Paper withBorder radius="xl" p="xl" className={classes.profile}>
      <Stack gap="lg">
        <FallbackImage
          src={image}
          fallback={PROFILE_PLACEHOLDER_IMAGE}
          alt={ABOUT_TEXT.imageAlt(name)}
          {...IMAGE_SIZES.profile}
          priority
          rendition={renditionOf(image)}
          sizes={IMAGE_DISPLAY_SIZES.aboutPortrait}
          className={classes.portrait}
        />
        <div>
          <Title order={2} size="h3" ta="center">
            {name}
          </Title>
          <Text c="dimmed" ta="center">
            {title}
          </Text>
        </div>
        <Stack gap="sm" component="ul" className={classes.list}>
          {contacts.map(({ kind, icon: Icon, text, href }) => (
            <Group key={kind} component="li" gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" size="lg" aria-hidden="true">
                <Icon size={18} aria-hidden="true" />
              </ThemeIcon>
              <div>
                <Text size="xs" c="dimmed">
                  {kind}
                </Text>
                {href ? (
                  <a
                    className={classes.contactLink}
                    href={href}
                    {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {text}
                  </a>
                ) : (
                  <Text>{text}</Text>
                )}
              </div>
            </Group>
          ))}
        </Stack>
        <LinkButton to={paths.contact} icon={IconSend} size="md" fullWidth>
          {ABOUT_TEXT.getInTouch}
        </LinkButton>
        <DownloadCvButton
          name={name}
          label={ABOUT_TEXT.downloadCv}
          iconSize={16}
          size="md"
          variant="default"
          fullWidth
        />
        <Text ta="center" size="sm">
          <Link to={paths.cv} className={classes.contactLink}>
            {ABOUT_TEXT.viewCv}
          </Link>
        </Text>
      </Stack>
    </Paper>
  );
}
