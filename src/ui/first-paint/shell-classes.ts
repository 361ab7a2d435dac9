/*
 * Which variant of the first paint shows. These rules go inline into index.html with the
 * theme variables, ahead of every stylesheet, so the right variant is the first one painted.
 * The wrappers have no box of their own (display: contents), so each variant lays out exactly
 * as the live screen does.
 */

export const FOR_VISITORS = 'first-paint-visitors';
export const FOR_PARTNERS = 'first-paint-partners';
/** Set on <html> by the signed-in check before the body is parsed. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The partner variant's two bodies: home's first screen, or a spinner on any other route. */
export const ON_HOME = 'first-paint-home';
export const ELSEWHERE = 'first-paint-elsewhere';
/** Set on <html> by the signed-in check when the app opens on home. */
export const HOME_ATTRIBUTE = 'data-first-paint-home';

/**
 * What the signed-in check fills in from the device before the first paint (the stored profile,
 * the count last seen): NAME_MARK in a text becomes the partner's name (with no name kept, the
 * text's element goes); an element marked with FILL_ATTRIBUTE stays only when its part is known
 * (`one`/`other`: the count line for a count of 1 / any other, its figure written in; `cases`:
 * the partner records offline disbursements), else it is removed.
 */
export const NAME_MARK = '\u2060'; // a word joiner: nothing to see, were it left
export const FILL_ATTRIBUTE = 'data-first-paint-fill';

/** On a first-paint button: the route a tap on it goes to before the app has loaded. */
export const FIRST_PAINT_ROUTE_ATTRIBUTE = 'data-first-paint-route';

export const SHELL_CSS =
  `.${FOR_VISITORS},.${FOR_PARTNERS}{display:contents}` +
  `html[${SIGNED_IN_ATTRIBUTE}] .${FOR_VISITORS}{display:none}` +
  `html:not([${SIGNED_IN_ATTRIBUTE}]) .${FOR_PARTNERS}{display:none}` +
  `.${ON_HOME},.${ELSEWHERE}{display:contents}` +
  `html[${HOME_ATTRIBUTE}] .${ELSEWHERE},html:not([${HOME_ATTRIBUTE}]) .${ON_HOME}{display:none}`;
