import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  FIRST_PAINT_FILE,
  fillMarkedRegions,
  type FirstPaintData,
} from '../../src/brands/first-paint';
import { brandForHostname } from '../../src/brands/resolve';
import { etagOf, type StaticFile } from './static-files';

/**
 * index.html for the brand of a hostname: its title, favicon, theme colour, critical theme
 * variables and a static copy of its first screen, so the first paint is the brand's own page
 * before any script has run. Each brand's page (plain and UAT) is built and compressed once.
 *
 * Without the build's first-paint data (an old build), every hostname gets dist/index.html as
 * it is, which the build already filled with the default brand.
 */
export function brandedPages(staticRoot: string): (hostname: string) => StaticFile {
  const template = readFileSync(join(staticRoot, 'index.html'), 'utf8');
  const dataPath = join(staticRoot, FIRST_PAINT_FILE);
  const data = existsSync(dataPath)
    ? (JSON.parse(readFileSync(dataPath, 'utf8')) as FirstPaintData)
    : undefined;
  const pages = new Map<string, StaticFile>();

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
      page = htmlFile(Buffer.from(html));
      pages.set(key, page);
    }
    return page;
  };
}

function htmlFile(bytes: Buffer): StaticFile {
  return {
    type: 'text/html; charset=utf-8',
    identity: { bytes, etag: etagOf(bytes) },
    encoded: {
      br: { bytes: brotliCompressSync(bytes), etag: etagOf(bytes, '-br') },
      gzip: { bytes: gzipSync(bytes, { level: 9 }), etag: etagOf(bytes, '-gzip') },
    },
  };
}
