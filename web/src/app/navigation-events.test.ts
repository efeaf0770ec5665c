import { describe, expect, it, jest } from '@jest/globals';
import { onNavigation } from './navigation-events';

describe('onNavigation', () => {
  it('tells of every navigation, not of the router setting up its own entry', () => {
    const callback = jest.fn();
    const stop = onNavigation(callback);
    // React Router at start-up: the same address and entry, with its index added.
    window.history.replaceState({ ...(window.history.state as object), idx: 0 }, '');
    expect(callback).not.toHaveBeenCalled();

    window.history.pushState({ usr: null, key: 'a1', idx: 1 }, '', '/faq');
    expect(callback).toHaveBeenCalledTimes(1);
    // A replacing navigation: to another address, or a new entry at the same one.
    window.history.replaceState({ usr: null, key: 'b2', idx: 1 }, '', '/pricing');
    expect(callback).toHaveBeenCalledTimes(2);
    window.history.replaceState({ usr: null, key: 'c3', idx: 1 }, '', '/pricing');
    expect(callback).toHaveBeenCalledTimes(3);
    // Back and forward.
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(callback).toHaveBeenCalledTimes(4);

    stop();
    window.history.pushState({ usr: null, key: 'd4', idx: 2 }, '', '/faq');
    expect(callback).toHaveBeenCalledTimes(4);
    expect(window.location.pathname).toBe('/faq');
  });
});
