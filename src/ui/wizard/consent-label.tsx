import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { around, loadConsentTexts, type ConsentTexts } from '../../i18n/consents';
import type { Language } from '../../i18n/language';
import { createDocumentLanguageStore } from '../../services/storage/document-language';

/*
 * The first step's consent checkboxes say the versioned consent texts (src/i18n/consents) in
 * the documents' remembered language — the version the server records when the box is ticked.
 * The step's language switch changes and remembers it, and so does the app's (the texts follow
 * it); the create/update body reads the remembered one as it is sent, so the consent records the
 * language shown. The texts load after the screen, in
 * their own chunk: nothing of them is in the first load.
 */

export interface ShownConsents {
  language: Language;
  /** The language's texts; null while they load (or if they could not). */
  texts: ConsentTexts | null;
  /** Shows the texts in `language` and remembers it on the device. */
  choose: (language: Language) => void;
}

/** The current consent texts in the remembered language, switched by `choose`. */
export function useConsentTexts(): ShownConsents {
  const [store] = useState(() => createDocumentLanguageStore());
  const [language, setLanguage] = useState(() => store.get());
  const [loaded, setLoaded] = useState<{ language: Language; texts: ConsentTexts } | null>(null);
  useEffect(() => {
    let shown = true;
    loadConsentTexts(language).then(
      (texts) => {
        if (shown) setLoaded({ language, texts });
      },
      // A chunk that would not load (offline): the label keeps the document's link alone.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [language]);
  const choose = useCallback(
    (next: Language) => {
      store.remember(next);
      setLanguage(next);
    },
    [store],
  );
  // The app's switch remembers its choice as the documents' language too: the texts follow it,
  // so the language the body sends (the remembered one) is always the one shown.
  const { i18n } = useLingui();
  const appLanguage: Language = i18n.locale === 'hi' ? 'hi' : 'en';
  const [appShown, setAppShown] = useState(appLanguage);
  if (appShown !== appLanguage) {
    setAppShown(appLanguage);
    setLanguage(store.get());
  }
  // Never the last language's texts under the new one's name.
  const texts = loaded?.language === language ? loaded.texts : null;
  return { language, texts, choose };
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
