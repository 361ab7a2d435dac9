import { useEffect, useRef } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';

/** The screen's heading: its first h1 that is not in a dialog. */
function screenHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll('h1')) {
    if (!heading.closest('[role="dialog"]')) return heading;
  }
  return null;
}

/** How long a new screen's heading is waited for (its code and data may be on their way). */
const WAIT_MS = 10_000;

/**
 * After a navigation, focus moves to the new screen's heading (made focusable with
 * tabIndex -1), once that heading is shown: a screen-reader user hears where they are, and the
 * next Tab starts at the top of the new screen instead of from <body>. Nothing moves on the
 * first load, when a dialog is open (it keeps focus; closing it gives focus back to its opener),
 * or once something else has taken focus meanwhile (a step's first error, a dialog).
 */
export function useHeadingFocus(): void {
  const [path] = useHashLocation();
  const shown = useRef<{ heading: HTMLElement | null } | null>(null);
  useEffect(() => {
    const before = shown.current;
    if (!before) {
      shown.current = { heading: screenHeading() };
      return;
    }
    const focusedThen = document.activeElement;
    const since = performance.now();
    let frame = 0;
    const settle = () => {
      const heading = screenHeading();
      const active = document.activeElement;
      const lost = !active || active === document.body;
      const movedOn = !lost && active !== focusedThen;
      if (movedOn || document.querySelector('[role="dialog"]')) {
        shown.current = { heading };
        return;
      }
      if (heading && (heading !== before.heading || lost)) {
        heading.tabIndex = -1;
        heading.focus();
        shown.current = { heading };
        return;
      }
      if (performance.now() - since < WAIT_MS) frame = requestAnimationFrame(settle);
      else shown.current = { heading };
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [path]);
}
