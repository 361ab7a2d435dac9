import { useLayoutEffect } from 'react';

/**
 * Swaps the static first paint for the app: in one step, before the browser paints again, so
 * the page never shows neither or both. Safe to call many times; in `npm run dev` there is no
 * static copy and this only reveals the app.
 */
export function handOffFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** Rendered after a screen's content: the app has something real to show. */
export function FirstPaintHandoff(): null {
  useLayoutEffect(handOffFirstPaint, []);
  return null;
}
