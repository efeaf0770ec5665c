import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach } from '@jest/globals';
import { configure } from '@testing-library/react';
import { installBehaviours } from '../app/behaviours';

// jsdom lacks these; react-router uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent (swipe gestures use pointer events): a MouseEvent with a pointer id will do.
// (Tests of build-time code run in the node environment, which has neither.)
if (typeof globalThis.PointerEvent === 'undefined' && typeof globalThis.MouseEvent !== 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(globalThis, { PointerEvent: PointerEventStub });
}

// findBy*/waitFor wait up to 5 s instead of 1 s: a page's lazy chunk is compiled on its first import,
// which takes more than a second while six jest workers share two cores (the /km/faq route timed out
// in a CI run). A test that expects something to appear still fails when it never does.
configure({ asyncUtilTimeout: 5000 });

// Every test starts with no answers cached, nothing sent and no answer held. Imported late:
// react-router needs the globals above first.
afterEach(async () => {
  const { resetApolloMocks } = await import('./apollo');
  resetApolloMocks();
});

// The menus, the mobile menu and the FAQ run on app/behaviours.ts in the browser (both entries
// install it): component tests get it too.
if (typeof document !== 'undefined') installBehaviours();
