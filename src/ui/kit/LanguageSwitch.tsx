import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/language';
import { Button, type ButtonSize } from './Button';
import { languageSwitch } from './language-switch.css';
// Hindi is shown wherever the switch is: its font (fetched only for Devanagari characters).
import './devanagari-font';

export interface LanguageSwitchProps {
  /** The language shown now: its button is pressed. */
  language: Language;
  /** Called with another language when its button is chosen. */
  onChoose: (language: Language) => void;
  disabled?: boolean;
  /** The header's is small; the KFS's and the first step's the buttons' usual size. */
  size?: ButtonSize;
}

/**
 * The switch between the languages the product speaks (issue 21 item 6): one button a language,
 * named in its own script, the one shown pressed, in a group labelled "Language". The KFS
 * screen and the first step's consents use this one switch.
 */
export function LanguageSwitch({ language, onChoose, disabled, size }: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <div className={languageSwitch} role="group" aria-label={t`Language`}>
      {LANGUAGES.map((choice) => (
        <Button
          key={choice}
          variant={choice === language ? 'default' : 'outline'}
          size={size}
          aria-pressed={choice === language}
          lang={choice}
          disabled={disabled}
          onClick={() => {
            if (choice !== language) onChoose(choice);
          }}
        >
          {LANGUAGE_NAMES[choice]}
        </Button>
      ))}
    </div>
  );
}
