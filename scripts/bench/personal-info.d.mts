/** The body the save benchmark sends (personal-info.mjs), for the test that checks it saves. */
export declare const PERSONAL_INFO: Record<string, unknown>;
/** The same section naming another application's files (personal-info.mjs). */
export declare function personalInfoWith(fileId: (slot: string) => string): Record<string, unknown>;
