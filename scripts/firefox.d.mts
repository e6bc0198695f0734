/** Types of scripts/firefox.mjs, for the TypeScript tests. */
export declare const firefoxPath: string;
export declare function assertFirefox(): void;
export declare function ignoreScreenOrientation(error: unknown): void;
