// The page's styles belong to the entry, so the page links them in its head: every screen's
// styles go with them into one stylesheet (tooling/webpack.mjs), and nothing paints unstyled.
import './styles/tokens.css';
import './styles/global.css';
import { nextTask } from './lib/next-task';

/**
 * The async boundary: the shared libraries are negotiated before bootstrap runs, each in a task of
 * its own (the federation runtime checks each one's version as it takes it; all in one task held
 * the main thread about 20 ms, 80 on a slow phone). The first waits for a task after the one
 * that ran this script.
 */
async function start() {
  for (const take of [
    () => import('react'),
    () => import('@practice/router'),
    () => import('react-dom/client'),
  ]) {
    await nextTask();
    await take();
  }
  await nextTask();
  await import('./bootstrap');
}
void start();
