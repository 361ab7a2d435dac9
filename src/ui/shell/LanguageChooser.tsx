import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Language } from '../../i18n/language';
import { showLanguage } from '../../i18n/runtime';
import { saveLanguageOnAccount } from '../../services/account-language';
import { createDocumentLanguageStore } from '../../services/storage/document-language';
import { createLanguageStore } from '../../services/storage/language-store';
import { useSite } from '../app/site';
import { LanguageToggle } from '../kit/LanguageToggle';

/**
 * The switch of the header and the landing page (one button, the other language): the choice
 * shows every screen in that language at once (`<html lang>` follows) and is remembered on the
 * device and, for a logged-in partner, on their account.
 */
export default function LanguageChooser() {
  // Lingui's context: this re-renders when the language changes, wherever it was chosen.
  const { i18n } = useLingui();
  const { runtime } = useSite();
  const [busy, setBusy] = useState(false);
  const choose = (language: Language) => {
    createLanguageStore().remember(language);
    // The documents (KFS, consents) then open in it too, until their own switch picks another.
    createDocumentLanguageStore().remember(language);
    void saveLanguageOnAccount(runtime, language).catch(() => undefined);
    setBusy(true);
    // Hindi's texts are a chunk of their own: offline, the screens stay as they are.
    void showLanguage(language)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <LanguageToggle
      language={i18n.locale === 'hi' ? 'hi' : 'en'}
      onChoose={choose}
      disabled={busy}
    />
  );
}
