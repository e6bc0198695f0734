/** The three engines the key journeys run in (test/e2e/engines.test.ts). */
import { launchChromiumEngine } from './chromium';
import { launchFirefoxEngine } from './firefox';
import type { Engine, EngineName } from './types';
import { launchWebKitEngine } from './webkit';

export { EnginePage, type Query } from './page';
export type { Engine, EngineName, KeyName } from './types';

export const ENGINES: { name: EngineName; launch: () => Promise<Engine> }[] = [
  { name: 'chromium', launch: launchChromiumEngine },
  { name: 'firefox', launch: launchFirefoxEngine },
  { name: 'webkit', launch: launchWebKitEngine },
];
