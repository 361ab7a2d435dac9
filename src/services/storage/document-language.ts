import { firstLanguage } from '../first-language';
import { createLanguageStore, type LanguageStore } from './language-store';

/** Where the documents' language is remembered: the KFS's and the consents' own switches. */
export const DOCUMENT_LANGUAGE_KEY = 'rinn.document-language';

/**
 * The language the KFS and the consent texts are read in (issue 21 item 6). It is the app's own
 * language until the statement's or the consents' switch picks another (a borrower reading in
 * Hindi at an English-speaking partner's counter), and it is kept apart from the app's: that
 * switch must not turn the partner's whole app into the borrower's language. Choosing on the
 * app's switch sets both, so a document then opens in the language just chosen.
 */
export function createDocumentLanguageStore(storage?: Storage): LanguageStore {
  const documents = createLanguageStore(storage, DOCUMENT_LANGUAGE_KEY);
  const app = createLanguageStore(storage);
  return {
    get: () => documents.chosen() ?? firstLanguage(app),
    chosen: documents.chosen,
    remember: documents.remember,
  };
}
