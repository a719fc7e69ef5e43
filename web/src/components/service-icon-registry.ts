import {
  IconApi,
  IconBolt,
  IconBrain,
  IconBrandAndroid,
  IconBriefcase,
  IconCalculator,
  IconChartBar,
  IconChartLine,
  IconChartPie,
  IconCloud,
  IconCode,
  IconDatabase,
  IconDeviceMobile,
  IconGauge,
  IconLayout,
  IconMathFunction,
  IconPalette,
  IconPresentation,
  IconRefresh,
  IconRobot,
  IconRocket,
  IconSearch,
  IconServer,
  IconSettings,
  IconShieldCheck,
  IconTools,
  type Icon,
} from '@tabler/icons-react';

/**
 * Every icon a service can show, by the name stored in its `icon` field. The public pages draw
 * from this list and the admin form offers exactly this list, so a saved name is always drawable.
 */
interface ServiceIconEntry {
  name: string;
  label: string;
  Icon: Icon;
}

export const SERVICE_ICONS: readonly ServiceIconEntry[] = [
  { name: 'chart-line', label: 'Line chart', Icon: IconChartLine },
  { name: 'chart', label: 'Bar chart', Icon: IconChartBar },
  { name: 'chart-pie', label: 'Pie chart', Icon: IconChartPie },
  { name: 'presentation', label: 'Presentation', Icon: IconPresentation },
  { name: 'calculator', label: 'Calculator', Icon: IconCalculator },
  { name: 'math', label: 'Formula', Icon: IconMathFunction },
  { name: 'database', label: 'Database', Icon: IconDatabase },
  { name: 'brain', label: 'Brain', Icon: IconBrain },
  { name: 'robot', label: 'Robot', Icon: IconRobot },
  { name: 'code', label: 'Code', Icon: IconCode },
  { name: 'api', label: 'API', Icon: IconApi },
  { name: 'server', label: 'Server', Icon: IconServer },
  { name: 'cloud', label: 'Cloud', Icon: IconCloud },
  { name: 'device-mobile', label: 'Phone', Icon: IconDeviceMobile },
  { name: 'android', label: 'Android', Icon: IconBrandAndroid },
  { name: 'palette', label: 'Palette', Icon: IconPalette },
  { name: 'layout', label: 'Layout', Icon: IconLayout },
  { name: 'gauge', label: 'Gauge', Icon: IconGauge },
  { name: 'bolt', label: 'Lightning bolt', Icon: IconBolt },
  { name: 'rocket', label: 'Rocket', Icon: IconRocket },
  { name: 'tools', label: 'Tools', Icon: IconTools },
  { name: 'refresh', label: 'Refresh', Icon: IconRefresh },
  { name: 'settings', label: 'Settings', Icon: IconSettings },
  { name: 'search', label: 'Search', Icon: IconSearch },
  { name: 'shield-check', label: 'Shield', Icon: IconShieldCheck },
];

/** Drawn for a stored name that is not in the list (typed before the list existed). */
export const NEUTRAL_SERVICE_ICON: Icon = IconBriefcase;

const byName = new Map(SERVICE_ICONS.map((entry) => [entry.name, entry]));

/** The entry for a stored name, ignoring case and stray spaces; undefined when unknown. */
export function findServiceIcon(name: string): ServiceIconEntry | undefined {
  return byName.get(name.trim().toLowerCase());
}
