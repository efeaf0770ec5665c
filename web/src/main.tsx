import { installBehaviours } from './app/behaviours';
import { watchForNewBuild, reloadIfNewBuild } from './app/new-build';
import { nextTask } from './app/next-task';

/**
 * The app's entry. Its code is evaluated in stages, each in a task of its own (React, MUI's styling
 * core with Emotion, the site's theme, Apollo Client, then the app and the page), instead of one long task: on a slow phone a single
 * task of the whole bundle blocks input for a few hundred milliseconds. The boot script (app/boot.ts)
 * has already requested every file as modulepreload, so the stages do not wait for the network.
 */
async function start() {
  installBehaviours();
  // A deploy while the page was open: the files of its build are gone, the page is loaded again.
  watchForNewBuild();
  await import('react-dom/client');
  await nextTask();
  // MUI's styling core (Emotion, and MUI's default theme, created as it loads), then the site's theme.
  await import('@mui/material/styles');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  // Apollo Client and its cache (~40 KiB compressed): start-app creates the page's client from it.
  await import('./app/apollo');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp();
}

start().catch(async (error: unknown) => {
  if (await reloadIfNewBuild(error)) return;
  window.dispatchEvent(new Event('site:app-failed'));
  throw error;
});
