import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Language } from '../../i18n/language';
import { showLanguage } from '../../i18n/runtime';
import { createLanguageStore } from '../../services/storage/language-store';
import { LanguageSwitch } from '../kit/LanguageSwitch';

/**
 * The switch of the header and the landing page: the choice shows every screen in that
 * language at once (`<html lang>` follows) and is remembered on the device.
 */
export default function LanguageChooser() {
  // Lingui's context: this re-renders when the language changes, wherever it was chosen.
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const choose = (language: Language) => {
    createLanguageStore().remember(language);
    setBusy(true);
    // Hindi's texts are a chunk of their own: offline, the screens stay as they are.
    void showLanguage(language)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <LanguageSwitch
      size="sm"
      language={i18n.locale === 'hi' ? 'hi' : 'en'}
      onChoose={choose}
      disabled={busy}
    />
  );
}
