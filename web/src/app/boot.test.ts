import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BOOT_LINKS_PER_TASK, BOOT_SAFETY_MS, bootScript } from './boot';
import './site-app';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

/** A stand-in for the browser's PerformanceObserver that the test feeds paint entries to. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(readonly callback: PaintCallback) {
    FakePaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
  }
}

const SCRIPT = bootScript('/assets/index-abc.js', ['/assets/vendor-1.js', '/assets/FaqPage-2.js']);
const run = () => new Function(SCRIPT)();
const moduleScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

describe('boot script of the prerendered pages', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    setVisibility('visible');
    FakePaintObserver.last = undefined;
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakePaintObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('requests nothing before the page has painted its content, then the entry and its modules', () => {
    run();
    FakePaintObserver.last!.report('first-paint');
    jest.advanceTimersByTime(100);
    expect(moduleScripts()).toEqual([]);
    expect(preloads()).toEqual([]);

    FakePaintObserver.last!.report('first-paint', 'first-contentful-paint');
    expect(FakePaintObserver.last!.disconnected).toBe(true);
    jest.advanceTimersByTime(0);
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/vendor-1.js', '/assets/FaqPage-2.js']);
    const script = document.head.querySelector('script[type="module"]')!;
    expect(script.getAttribute('crossorigin')).toBe('');

    // Once only, whatever else happens.
    jest.advanceTimersByTime(BOOT_SAFETY_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(moduleScripts()).toHaveLength(1);
  });

  it('requests a long list of modules a few per task (no long task on a slow phone), the entry last', () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    setVisibility('hidden');
    new Function(bootScript('/assets/index-abc.js', files))();
    expect(BOOT_LINKS_PER_TASK).toBeLessThan(files.length / 2);
    expect(preloads()).toEqual(files.slice(0, BOOT_LINKS_PER_TASK));
    expect(moduleScripts()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(preloads()).toEqual(files.slice(0, 2 * BOOT_LINKS_PER_TASK));
    expect(moduleScripts()).toEqual([]);
    jest.runAllTimers();
    expect(preloads()).toEqual(files);
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
  });

  describe('the Intl warm-up worker', () => {
    const workers: string[] = [];
    class FakeWorker {
      constructor(url: string) {
        workers.push(url);
      }
    }
    beforeEach(() => {
      workers.length = 0;
      (window as unknown as { Worker: unknown }).Worker = FakeWorker;
      document.head.innerHTML = '<meta name="business-time-zone" content="Asia/Phnom_Penh">';
    });
    afterEach(() => {
      delete (window as unknown as { Worker?: unknown }).Worker;
    });

    it.each(['paint', 'demand'] as const)(
      'starts once the %s page has painted, once, with the office zone as its fragment',
      (mode) => {
        new Function(bootScript('/assets/index-abc.js', [], mode, '/assets/intl-1.js'))();
        expect(workers).toEqual([]);
        FakePaintObserver.last!.report('first-contentful-paint');
        jest.advanceTimersByTime(0);
        expect(workers).toEqual(['/assets/intl-1.js#Asia%2FPhnom_Penh']);
        window.siteLoadApp!();
        jest.runAllTimers();
        document.dispatchEvent(new Event('visibilitychange'));
        expect(workers).toHaveLength(1);
      },
    );

    it('starts in a task of its own on an app page: the module links come in the next', () => {
      new Function(bootScript('/assets/index-abc.js', ['/assets/vendor-1.js'], 'paint', '/assets/intl-1.js'))();
      FakePaintObserver.last!.report('first-contentful-paint');
      jest.advanceTimersByTime(0);
      expect(workers).toHaveLength(1);
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(1); // the fake clock runs a timer set by a timer 1 ms later
      expect(preloads()).toEqual(['/assets/vendor-1.js']);
      expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
    });

    it('starts with the app when that is asked for before the paint, and not at all without its file', () => {
      new Function(bootScript('/assets/index-abc.js', [], 'demand', '/assets/intl-1.js'))();
      window.siteLoadApp!();
      expect(workers).toEqual(['/assets/intl-1.js#Asia%2FPhnom_Penh']);

      workers.length = 0;
      new Function(bootScript('/assets/index-abc.js', [], 'paint'))();
      FakePaintObserver.last!.report('first-contentful-paint');
      jest.runAllTimers();
      expect(workers).toEqual([]);
    });
  });

  it('loads the page again once when its entry is gone after a deploy (404), and says it failed otherwise', async () => {
    const answers: number[] = [];
    (window as unknown as { fetch: unknown }).fetch = async () => ({ status: answers.shift() });
    const banner = document.createElement('div');
    banner.id = 'app-load-error';
    banner.hidden = true;
    document.body.append(banner);
    const failed = jest.fn();
    window.addEventListener('site:app-failed', failed);
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const entryFails = async () => {
      document.head.innerHTML = '';
      setVisibility('hidden');
      run();
      const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')!;
      script.onerror!(new Event('error'));
      await new Promise((resolve) =>
        jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve),
      );
    };
    try {
      sessionStorage.clear();
      answers.push(404);
      await entryFails();
      // Reloading (jsdom says it cannot navigate): remembered, no error shown.
      expect(navigation.mock.calls.map(([error]) => String(error))).toEqual([
        expect.stringContaining('Not implemented: navigation'),
      ]);
      expect(sessionStorage.getItem('site-reloaded-for')).toBe('/assets/index-abc.js');
      expect([banner.hidden, failed.mock.calls.length]).toEqual([true, 0]);
      // Missing again after that reload, or there but failing (the network): the error shows.
      await entryFails();
      expect([banner.hidden, failed.mock.calls.length]).toEqual([false, 1]);
      sessionStorage.clear();
      banner.hidden = true;
      answers.push(200);
      await entryFails();
      expect([banner.hidden, failed.mock.calls.length]).toEqual([false, 2]);
      // A later try works (back online): the banner goes, so the form's own answer is what shows.
      window.dispatchEvent(new Event('site:app-ready'));
      expect(banner.hidden).toBe(true);
    } finally {
      window.removeEventListener('site:app-failed', failed);
      navigation.mockRestore();
      banner.remove();
      delete (window as unknown as { fetch?: unknown }).fetch;
    }
  });

  it('starts at once on a hidden page (background tab, prerendering), which paints nothing', () => {
    setVisibility('hidden');
    run();
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('starts when the page is hidden before it painted, or after the safety delay', () => {
    run();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(moduleScripts()).toHaveLength(1);

    document.head.innerHTML = '';
    run();
    jest.advanceTimersByTime(BOOT_SAFETY_MS - 1);
    expect(moduleScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('starts after the first animation frame where the browser has no paint timing', () => {
    delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    run();
    expect(frame).toHaveBeenCalledTimes(1);
    expect(moduleScripts()).toEqual([]);
    jest.advanceTimersByTime(20); // jsdom's frames run on timers
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
    frame.mockRestore();
  });

  it('cannot be broken out of its <script> element by a file name', () => {
    expect(bootScript('/assets/a.js', ['/x</script><script>alert(1)//'])).not.toContain('</script>');
  });

  it('loads nothing on a content page until the app is asked for (window.siteLoadApp)', () => {
    new Function(bootScript('/assets/index-abc.js', ['/assets/vendor-1.js'], 'demand'))();
    FakePaintObserver.last!.report('first-contentful-paint');
    jest.advanceTimersByTime(BOOT_SAFETY_MS * 2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(moduleScripts()).toEqual([]);
    expect(preloads()).toEqual([]);

    window.siteLoadApp!();
    window.siteLoadApp!();
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/vendor-1.js']);
  });

  it('holds a form submitted before React runs it, loads the app and replays the submit once it does', () => {
    new Function(bootScript('/assets/index-abc.js', [], 'demand'))();
    document.body.innerHTML = '<form><input name="email" value="a@b.kh"><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    const replayed = jest.fn();
    form.requestSubmit = replayed;

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // no native GET with the fields in the URL
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(moduleScripts()).toContain('/assets/index-abc.js');

    jest.advanceTimersByTime(1000);
    expect(replayed).not.toHaveBeenCalled();
    // React runs the form (app/forms.tsx useLiveForm).
    form.setAttribute('data-live', '');
    jest.advanceTimersByTime(100);
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveAttribute('aria-busy');

    // A form React runs is left alone.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    document.body.innerHTML = '';
  });
});
