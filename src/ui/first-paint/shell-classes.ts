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

/** On a first-paint button: the route a tap on it goes to before the app has loaded. */
export const FIRST_PAINT_ROUTE_ATTRIBUTE = 'data-first-paint-route';

export const SHELL_CSS =
  `.${FOR_VISITORS},.${FOR_PARTNERS}{display:contents}` +
  `html[${SIGNED_IN_ATTRIBUTE}] .${FOR_VISITORS}{display:none}` +
  `html:not([${SIGNED_IN_ATTRIBUTE}]) .${FOR_PARTNERS}{display:none}`;
