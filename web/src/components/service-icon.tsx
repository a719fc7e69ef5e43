import {
  IconBolt,
  IconChartLine,
  IconChartPie,
  IconDatabase,
  IconDeviceMobile,
  IconMathFunction,
  IconPalette,
  IconRefresh,
  type Icon,
} from '@tabler/icons-react';
import type { ServiceIcon as ServiceIconName } from '@/config/services-content';

const ICONS: Record<ServiceIconName, Icon> = {
  'chart-line': IconChartLine,
  'chart-pie': IconChartPie,
  math: IconMathFunction,
  database: IconDatabase,
  'device-mobile': IconDeviceMobile,
  palette: IconPalette,
  bolt: IconBolt,
  refresh: IconRefresh,
};

export function ServiceIcon({ name, size = 24 }: { name: ServiceIconName; size?: number }) {
  const Component = ICONS[name];
  return <Component size={size} stroke={1.6} aria-hidden="true" />;
}
