import { useEffect, useState } from 'react';
import { around, loadConsentTexts, type ConsentTexts } from '../../i18n/consents';
import type { Language } from '../../i18n/language';
import { createLanguageStore } from '../../services/storage/language-store';

/*
 * The first step's consent checkboxes say the versioned consent texts (src/i18n/consents) in
 * the remembered language — the version the server records when the box is ticked. The texts
 * load after the screen, in their own chunk: nothing of them is in the first load.
 */

export interface ShownConsents {
  language: Language;
  /** null while the language's texts load (or if they could not). */
  texts: ConsentTexts | null;
}

/** The current consent texts in the remembered language, read once per screen. */
export function useConsentTexts(): ShownConsents {
  const [language] = useState(() => createLanguageStore().get());
  const [texts, setTexts] = useState<ConsentTexts | null>(null);
  useEffect(() => {
    let shown = true;
    loadConsentTexts(language).then(
      (loaded) => {
        if (shown) setTexts(loaded);
      },
      // A chunk that would not load (offline): the label keeps the document's link alone.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [language]);
  return { language, texts };
}

interface ConsentLabelProps {
  shown: ShownConsents;
  kind: 'TERMS' | 'BUREAU_CONSENT';
  /** The brand's document the text links to. */
  href: string;
  /** The link's words until the text is there. */
  fallback: string;
}

/** A consent's sentence with the brand's document linked where the text says `{link}`. */
export function ConsentLabel({ shown, kind, href, fallback }: ConsentLabelProps) {
  const text = shown.texts?.[kind];
  const link = (
    <a href={href} target="_blank" rel="noreferrer">
      {text?.link ?? fallback}
    </a>
  );
  if (!text) return link;
  const { before, after } = around(text.text, 'link');
  return (
    <span lang={shown.language}>
      {before}
      {after === null ? null : link}
      {after}
    </span>
  );
}
