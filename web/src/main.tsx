import { installBehaviours } from './app/behaviours';
import { nextTask } from './app/next-task';

/**
 * The app's entry. Its code is evaluated in stages, each in a task of its own (React, then the theme
 * with MUI and Emotion, then the app and the page), instead of one long task: on a slow phone a single
 * task of the whole bundle blocks input for a few hundred milliseconds. The boot script (app/boot.ts)
 * has already requested every file as modulepreload, so the stages do not wait for the network.
 */
async function start() {
  installBehaviours();
  await import('react-dom/client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp();
}

start().catch((error: unknown) => {
  window.dispatchEvent(new Event('site:app-failed'));
  throw error;
});
