import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_PAINT_FILE,
  fillMarkedRegions,
  type FirstPaintData,
} from '../../src/brands/first-paint';
import { brandForHostname } from '../../src/brands/resolve';

/** Stands for the response's CSP nonce in a page template; replaced on every request. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** A brand's index.html, its <style> blocks marked with NONCE_PLACEHOLDER. */
export interface PageTemplate {
  html: string;
}

/**
 * Marks every inline <style> for the nonce and adds a <meta> from which the app reads it
 * (src/ui/kit/csp-nonce.ts), for the styles it injects itself. Browsers hide a nonce attribute's value
 * from the DOM's attributes but not from the element's `nonce` property.
 */
function withNoncePlaceholders(html: string): string {
  return html
    .replaceAll('<style>', `<style nonce="${NONCE_PLACEHOLDER}">`)
    .replace('<head>', `<head>\n    <meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />`);
}

/**
 * index.html for the brand of a hostname: its title, favicon, theme colour, critical theme
 * variables and a static copy of its first screen, so the first paint is the brand's own page
 * before any script has run. Each brand's page (plain and UAT) is built once; the response's
 * CSP nonce goes in per request (see static.ts).
 *
 * Without the build's first-paint data (an old build), every hostname gets dist/index.html as
 * it is, which the build already filled with the default brand.
 */
export function brandedPages(staticRoot: string): (hostname: string) => PageTemplate {
  const template = readFileSync(join(staticRoot, 'index.html'), 'utf8');
  const dataPath = join(staticRoot, FIRST_PAINT_FILE);
  const data = existsSync(dataPath)
    ? (JSON.parse(readFileSync(dataPath, 'utf8')) as FirstPaintData)
    : undefined;
  const pages = new Map<string, PageTemplate>();

  return (hostname) => {
    const { brand, isUat } = brandForHostname(hostname);
    const fragments = data?.[brand.key];
    const key = fragments ? `${brand.key}${isUat ? ':uat' : ''}` : 'as-built';
    let page = pages.get(key);
    if (!page) {
      const html = fragments
        ? fillMarkedRegions(template, {
            head: fragments.head,
            root: isUat ? fragments.rootUat : fragments.root,
          })
        : template;
      page = { html: withNoncePlaceholders(html) };
      pages.set(key, page);
    }
    return page;
  };
}
