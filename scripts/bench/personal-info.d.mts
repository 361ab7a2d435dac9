/** The body the save benchmark sends (personal-info.mjs), for the test that checks it saves. */
export declare const PERSONAL_INFO: Record<string, unknown>;
