/** Types of scripts/chromium.mjs, for the TypeScript tests. */
export declare const chromePath: string;
export declare const chromeArgs: string[];
export declare function assertChromium(): void;
