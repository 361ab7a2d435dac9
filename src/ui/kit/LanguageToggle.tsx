import { LANGUAGE_NAMES, type Language } from '../../i18n/language';
import { Button } from './Button';
import { HindiWord } from './HindiWord';

export interface LanguageToggleProps {
  /** The language shown now; the button offers the other one. */
  language: Language;
  onChoose: (language: Language) => void;
  disabled?: boolean;
}

/**
 * The header's and the landing's switch (issue 32 item 5): one small button naming, in its own
 * script, the language the screens are not in (हिन्दी on an English screen, English on a Hindi
 * one), as Indian sites and banking apps do. Two buttons side by side did not fit a 320 px header
 * beside the logo, the greeting and the profile icon. The KFS and the consents keep the
 * two-button LanguageSwitch: there the choice shown is part of what is recorded.
 */
export function LanguageToggle({ language, onChoose, disabled }: LanguageToggleProps) {
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <Button
      variant="outline"
      size="sm"
      lang={other}
      // The Hindi word is drawn, not written: its name is given here.
      aria-label={other === 'hi' ? LANGUAGE_NAMES.hi : undefined}
      disabled={disabled}
      onClick={() => onChoose(other)}
    >
      {other === 'hi' ? <HindiWord /> : LANGUAGE_NAMES.en}
    </Button>
  );
}
