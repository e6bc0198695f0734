/** Types of scripts/webkit.mjs, for the TypeScript tests. */
export declare function launchWebKit(): Promise<{ browser: WebdriverIO.Browser; stop: () => Promise<void> }>;
