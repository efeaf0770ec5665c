import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { onNavigation } from './navigation-events';

/** The Navigation API as a browser offers it (jsdom has none): an EventTarget firing `navigate`. */
function withNavigation() {
  const navigation = new EventTarget();
  Object.assign(window, { navigation });
  const navigate = (navigationType: string, url: string) => {
    const event = Object.assign(new Event('navigate'), { navigationType, destination: { url } });
    navigation.dispatchEvent(event);
  };
  return navigate;
}

describe('onNavigation', () => {
  afterEach(() => {
    delete (window as { navigation?: unknown }).navigation;
  });

  it('tells of every navigation, not of the router setting up its own entry', () => {
    const navigate = withNavigation();
    const callback = jest.fn();
    const stop = onNavigation(callback)!;
    // React Router at start-up: a replaceState of the same address (its index added to the entry).
    navigate('replace', window.location.href);
    expect(callback).not.toHaveBeenCalled();

    navigate('push', 'http://localhost/faq');
    expect(callback).toHaveBeenCalledTimes(1);
    // A replacing navigation to another address.
    navigate('replace', 'http://localhost/pricing');
    expect(callback).toHaveBeenCalledTimes(2);
    // Back and forward.
    navigate('traverse', 'http://localhost/');
    expect(callback).toHaveBeenCalledTimes(3);

    stop();
    navigate('push', 'http://localhost/faq');
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('says so where the browser has no Navigation API, and leaves history alone', () => {
    const { pushState, replaceState } = window.history;
    expect(onNavigation(() => {})).toBeUndefined();
    expect(window.history.pushState).toBe(pushState);
    expect(window.history.replaceState).toBe(replaceState);
  });
});
