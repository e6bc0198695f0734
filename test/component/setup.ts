import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadBuildEngine } from '../../src/state/buildActions';

// Screens render the whole configurator; on a loaded 2-core machine that can take over a second, and a
// screen's first lazy chunk is transformed on first import (seen: 'Change vehicle' to the selector over 5 s
// while e2e ran alongside). Waits give up after 10 s, as the e2e polls do; the per-test limit is 20 s.
configure({ asyncUtilTimeout: 10_000 });

// The page fetches the build engine's chunk when idle after the first price; a test's changes
// come sooner, so it is here from the start and each change applies at once, as on a settled page
// (test/unit/state/buildActions.test.ts covers a change made before it arrives).
beforeAll(() => loadBuildEngine());

// Likewise the HTML sanitiser (SafeHtml.tsx, registered when its module is evaluated): the page fetches it once
// the first price is on screen, and store HTML shows from then on; a test reads that HTML at once. Without this
// a file run on its own (or first) saw empty store HTML, while one run after another screen's test passed.
beforeAll(() => import('../../src/ui/common/SafeHtml'));

// Component tests never reach the network: asset and fragment requests a test does not
// answer itself get a quick 404 (a test's own vi.stubGlobal('fetch', ...) replaces this one).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () => new Response('{"error":"not found"}', { status: 404, headers: { 'content-type': 'application/json' } }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // Each test is a fresh visit: no pricing or started build carried over from the last one's session.
  window.sessionStorage.clear();
  window.location.hash = '';
});
