// Inter and Space Grotesk, cut down to the weights and features the site uses (scripts/generate-fonts.mjs).
import './assets/fonts/fonts.css';
import './app/mantine-public-styles';
// The theme's CSS variables, made at build time (vite/mantine-css-variables.ts).
import 'virtual:mantine-css-variables.css';
import '@mantine/notifications/styles.css';
import { start } from './app/boot/start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void start(root);
