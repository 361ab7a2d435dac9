import { consentsEnglish } from './en';
import { consentsHindi } from './hi';
import type { ConsentLibrary } from './kinds';

/** Both languages' current texts, for the server (which records against them). */
export const SHIPPED_CONSENTS: ConsentLibrary = { en: consentsEnglish, hi: consentsHindi };
