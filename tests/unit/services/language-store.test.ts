import { describe, expect, it } from 'vitest';
import {
  createDocumentLanguageStore,
  DOCUMENT_LANGUAGE_KEY,
} from '../../../src/services/storage/document-language';
import { createLanguageStore, LANGUAGE_KEY } from '../../../src/services/storage/language-store';
import { createMemoryStorage } from '../../../src/services/storage/memory-storage';
import { createTokenStore } from '../../../src/services/storage/token-store';

describe('the remembered language', () => {
  it('is English until one is chosen, then the one chosen', () => {
    const storage = createMemoryStorage();
    expect(createLanguageStore(storage).get()).toBe('en');
    createLanguageStore(storage).remember('hi');
    expect(createLanguageStore(storage).get()).toBe('hi');
    expect(storage.getItem(LANGUAGE_KEY)).toBe('hi');
  });

  it('reads an unknown stored value as English', () => {
    expect(createLanguageStore(createMemoryStorage({ [LANGUAGE_KEY]: 'fr' })).get()).toBe('en');
  });

  it('outlives a logout and the cleanup of every key the spec names', () => {
    const storage = createMemoryStorage();
    createLanguageStore(storage).remember('hi');
    createTokenStore(storage).clearAll();
    expect(createLanguageStore(storage).get()).toBe('hi');
  });

  it('keeps the documents’ language apart: the app’s until a document’s switch chooses', () => {
    const storage = createMemoryStorage();
    const documents = createDocumentLanguageStore(storage);
    expect(documents.get()).toBe('en');
    createLanguageStore(storage).remember('hi');
    expect(documents.get()).toBe('hi'); // the app's, while no document chose
    documents.remember('en');
    expect(documents.get()).toBe('en');
    expect(createLanguageStore(storage).get()).toBe('hi'); // the app keeps its own
    expect(storage.getItem(DOCUMENT_LANGUAGE_KEY)).toBe('en');
  });
});
