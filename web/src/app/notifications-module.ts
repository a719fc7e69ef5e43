// Mantine's notification container alone, for providers.tsx to import once the page is up: no
// toast is ever shown before that, and it brings its transitions (a few KB gzip) with it.
export { Notifications } from '@mantine/notifications';
