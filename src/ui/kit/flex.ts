/*
 * The flex layouts the screens' styles keep repeating, as style objects to spread into a
 * vanilla-extract `style()` beside what else the element needs. Only .css.ts files use them, so
 * they run at build time and add nothing to the bundle.
 */

/** Children one under another, `gap` apart: a form, a list, a section. */
export const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children side by side, centred across and wrapping when narrow: a row of buttons or chips. */
export const wrappingRow = (gap: string) =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }) as const;

/** A fieldset without the browser's frame, so it lays out as a plain box. */
export const plainFieldset = { margin: 0, padding: 0, border: 0, minWidth: 0 } as const;

/** A list without the browser's indent and bullets: rows laid out by the list's own style. */
export const plainList = { margin: 0, padding: 0, listStyle: 'none' } as const;
