import { Toaster } from '../kit/Toaster';
import { LanguageSlots } from '../shell/LanguageSlots';
import { useHeadingFocus } from './route-focus';

/**
 * What the first paint never needs, loaded right after it in one chunk: the toasts, the language
 * switch in the slots the screens keep for it, and focus moving to each new screen's heading
 * (route-focus.ts). One chunk, so the entry, which the
 * login route's first load carries, names one more module for neither.
 */
export default function Deferred() {
  useHeadingFocus();
  return (
    <>
      <Toaster />
      <LanguageSlots />
    </>
  );
}
