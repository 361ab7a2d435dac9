/*
 * The branded first paint, shared by the build (which renders it) and the API server (which
 * puts the visitor's brand into index.html). index.html carries two marked regions; the build
 * fills them with the default brand, so a CDN serving dist/ as files still paints a brand, and
 * the server swaps in the brand of the request's hostname.
 */

/** Title, favicon, theme colour, manifest link and the critical theme variables. */
export const BRAND_HEAD = { start: '<!--brand-head-->', end: '<!--/brand-head-->' } as const;
/** A static copy of the first screen inside #root, replaced when the app takes over. */
export const FIRST_PAINT = { start: '<!--first-paint-->', end: '<!--/first-paint-->' } as const;

/** Where the build leaves every brand's fragments: a dot-folder of dist/, never served. */
export const FIRST_PAINT_FILE = '.rinn/first-paint.json';

export interface FirstPaintFragments {
  /** Goes between the BRAND_HEAD markers. */
  head: string;
  /** Goes between the FIRST_PAINT markers, for production hostnames... */
  root: string;
  /** ...and for test (UAT) hostnames, which show the UAT badge. */
  rootUat: string;
}

/** Brand key → its fragments. */
export type FirstPaintData = Record<string, FirstPaintFragments>;

/** index.html with one brand's fragments in place of whatever the marked regions held. */
export function fillMarkedRegions(html: string, fragments: { head: string; root: string }): string {
  return replaceRegion(
    replaceRegion(html, BRAND_HEAD, fragments.head),
    FIRST_PAINT,
    fragments.root,
  );
}

function replaceRegion(
  html: string,
  markers: { start: string; end: string },
  content: string,
): string {
  const start = html.indexOf(markers.start);
  const end = html.indexOf(markers.end, start);
  if (start < 0 || end < 0) throw new Error(`index.html has no ${markers.start} region`);
  return html.slice(0, start + markers.start.length) + content + html.slice(end);
}
