// Mantine's Tooltip alone, for deferred-tooltip.tsx to import on its own: with it comes
// floating-ui (about 20 KB gzip), which no page needs before the visitor can hover anything.
import { Tooltip } from '@mantine/core';

export { Tooltip };
