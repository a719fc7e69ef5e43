import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import {
  IconBook,
  IconBriefcase,
  IconCertificate,
  IconChartBar,
  IconCode,
  IconFileCv,
  IconFolder,
  IconLayoutDashboard,
  IconMail,
  IconNotes,
  IconSettings,
  IconTools,
  IconTrash,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { layoutMessages as m } from './messages';

// The sidebar's order; Messages (the contact inbox), Statistics (the site's visits) and Trash sit
// before Settings. Education has a route but no entry here: Personal Information links to it.
const ITEMS: Array<{ to: string; label: string; icon: Icon }> = [
  { to: paths.admin.dashboard, label: m.nav.dashboard, icon: IconLayoutDashboard },
  { to: paths.admin.projects, label: m.nav.projects, icon: IconFolder },
  { to: paths.admin.publications, label: m.nav.publications, icon: IconBook },
  { to: paths.admin.notes, label: m.nav.notes, icon: IconNotes },
  { to: paths.admin.skills, label: m.nav.skills, icon: IconCode },
  { to: paths.admin.experience, label: m.nav.experience, icon: IconBriefcase },
  { to: paths.admin.certifications, label: m.nav.certifications, icon: IconCertificate },
  { to: paths.admin.services, label: m.nav.services, icon: IconTools },
  { to: paths.admin.personal, label: m.nav.personal, icon: IconUser },
  { to: paths.admin.cv, label: m.nav.cv, icon: IconFileCv },
  { to: paths.admin.messages, label: m.nav.messages, icon: IconMail },
  { to: paths.admin.statistics, label: m.nav.statistics, icon: IconChartBar },
  { to: paths.admin.trash, label: m.nav.trash, icon: IconTrash },
  { to: paths.admin.settings, label: m.nav.settings, icon: IconSettings },
];

export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="nav" aria-label={m.navLabel}>
      {ITEMS.map(({ to, label, icon: ItemIcon }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <MantineNavLink
            key={to}
            component={NavLink}
            to={to}
            label={label}
            leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
          />
        );
      })}
    </Stack>
  );
}
