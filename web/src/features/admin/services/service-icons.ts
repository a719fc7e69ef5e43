import {
  IconBrain,
  IconBrandAndroid,
  IconCalculator,
  IconChartBar,
  IconChartLine,
  IconCloud,
  IconCode,
  IconDatabase,
  IconDeviceMobile,
  IconGauge,
  IconLayout,
  IconPalette,
  IconPresentation,
  IconRefresh,
  IconRocket,
  IconSearch,
  IconServer,
  IconSettings,
  IconTool,
  IconTools,
  type Icon,
} from '@tabler/icons-react';

/**
 * The icon names an admin is likely to type (the demo content's and the usual icon-set names
 * for the same idea), for the preview next to the field. Unknown names are saved as typed.
 */
export const SERVICE_ICONS: Record<string, Icon> = {
  code: IconCode,
  database: IconDatabase,
  chart: IconChartBar,
  'bar-chart': IconChartBar,
  'chart-bar': IconChartBar,
  'line-chart': IconChartLine,
  'trending-up': IconChartLine,
  presentation: IconPresentation,
  calculator: IconCalculator,
  gauge: IconGauge,
  brain: IconBrain,
  smartphone: IconDeviceMobile,
  mobile: IconDeviceMobile,
  android: IconBrandAndroid,
  palette: IconPalette,
  layout: IconLayout,
  rocket: IconRocket,
  settings: IconSettings,
  tool: IconTool,
  tools: IconTools,
  wrench: IconTool,
  refresh: IconRefresh,
  search: IconSearch,
  server: IconServer,
  cloud: IconCloud,
};

export function iconKey(name: string): string {
  return name.trim().toLowerCase();
}
