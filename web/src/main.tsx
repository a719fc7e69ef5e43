// Inter and Space Grotesk, cut down to the weights and features the site uses (scripts/generate-fonts.mjs).
import './assets/fonts/fonts.css';
import './app/mantine-public-styles';
// The theme's CSS variables, made at build time (vite/mantine-css-variables.ts).
import 'virtual:mantine-css-variables.css';
import '@mantine/notifications/styles.css';
import { nextTask } from './lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// React DOM is two thirds of the code a page starts with. Evaluated in one task with the app, it
// held a phone's main thread for up to 140 ms, long enough for a tap to wait; imported first and
// on its own, its evaluation and the app's are two tasks with a chance to handle input between.
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/boot/start'))
  .then(({ start }) => start(root));
