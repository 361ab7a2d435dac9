import { languageSlot } from './language-slot.css';

/**
 * Where the language switch (English / हिन्दी) sits: the landing page and the header of every
 * partner and borrower page (issue 32 item 5). Only this empty box is in the login route's first
 * load, keeping the switch's room so nothing moves when it arrives; the switch itself comes with
 * the app's deferred chunk (LanguageSlots, ../app/Deferred.tsx), after the first paint.
 */
export function LanguageSlot() {
  // data-language-slot: LanguageSlots draws the switch into every element that carries it.
  return <div className={languageSlot} data-language-slot="" />;
}
