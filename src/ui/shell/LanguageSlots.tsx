import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import LanguageChooser from './LanguageChooser';
// LanguageSlot's mark, written again: importing it would put LanguageSlot.tsx in a chunk of its
// own (three importers), one more file in the first load.
const SLOTS = '[data-language-slot]';

const sameSlots = (a: readonly Element[], b: readonly Element[]) =>
  a.length === b.length && a.every((slot, index) => slot === b[index]);

/** The slots on the page now, followed as screens come and go. */
function useSlots(): Element[] {
  const [slots, setSlots] = useState<Element[]>([]);
  useEffect(() => {
    const find = () => {
      const now = [...document.querySelectorAll(SLOTS)];
      setSlots((before) => (sameSlots(before, now) ? before : now));
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return slots;
}

/**
 * The language switch drawn into every LanguageSlot of the page (the landing's, the header's).
 * It comes with the deferred chunk, so the first load carries only the slots' empty boxes.
 */
export function LanguageSlots() {
  const slots = useSlots();
  const { i18n } = useLingui();
  useEffect(() => {
    // Screens in Hindi need the shipped Devanagari face (the switch's own word is drawn).
    if (i18n.locale === 'hi') void import('../kit/devanagari-font');
  }, [i18n.locale]);
  return slots.map((slot, index) => createPortal(<LanguageChooser />, slot, String(index)));
}
