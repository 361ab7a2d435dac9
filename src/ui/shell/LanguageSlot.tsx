import { lazy, Suspense } from 'react';
import { languageSlot } from './language-slot.css';

// The switch and what it needs (the kit's switch, the Devanagari font, the device store) load
// after the first paint, as Deferred does: the login route's first load carries only this slot.
const LanguageChooser = lazy(() => import('./LanguageChooser'));

/**
 * Where the language switch (English / हिन्दी) sits: the landing page and the header of every
 * partner and borrower page (issue 32 item 5). Its space is kept before the switch arrives, so
 * nothing moves when it does.
 */
export function LanguageSlot() {
  return (
    <div className={languageSlot}>
      <Suspense fallback={null}>
        <LanguageChooser />
      </Suspense>
    </div>
  );
}
