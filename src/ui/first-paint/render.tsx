import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { allBrands, type Brand } from '../../brands/catalog';
import type { FirstPaintData } from '../../brands/first-paint';
import { vars } from '../../brands/theme.css';
import { tokensFor } from '../../brands/tokens';
import { FirstPaint } from './FirstPaint';
import { SHELL_CSS } from './shell-classes';

/*
 * Built for Node by the first-paint Vite plugin (scripts/first-paint-plugin.ts) and run at build
 * time: every brand's head and static first screen, for the server to put into index.html.
 */

export function renderFirstPaint(): FirstPaintData {
  return Object.fromEntries(
    allBrands.map((brand) => [
      brand.key,
      {
        head: brandHead(brand),
        root: staticMarkup(<FirstPaint brand={brand} isUat={false} />),
        rootUat: staticMarkup(<FirstPaint brand={brand} isUat />),
      },
    ]),
  );
}

/**
 * React adds a preload hint per image; the images are in the same markup, found just as early,
 * and the hints would only compete with the stylesheets for the first round trips.
 */
function staticMarkup(element: ReactElement): string {
  return withImageSizes(
    renderToStaticMarkup(element).replace(/<link rel="preload" as="image"[^>]*\/>/g, ''),
  );
}

/**
 * Each image from public/ whose SVG states its size gets that size as attributes, so its box is
 * laid out right before the file arrives: the header's logo painted 0 wide and then widened,
 * pushing the partner's name beside it (a layout shift). The live app's images are the same
 * files, by then in the browser's cache, so they lay out the same.
 */
function withImageSizes(markup: string): string {
  return markup.replace(/<img [^>]*>/g, (tag) => {
    const src = /\ssrc="(\/[^"]+\.svg)"/.exec(tag)?.[1];
    if (!src || /\swidth=/.test(tag)) return tag;
    const file = join(process.cwd(), 'public', src);
    if (!existsSync(file)) return tag;
    const svg = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
    const size = (name: string, from: string) =>
      Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(from)?.[1] ?? NaN);
    const [width, height] = [size('width', svg), size('height', svg)];
    if (!(width > 0 && height > 0)) return tag;
    // A height the markup gives stays; the width follows from the file's proportions.
    const shown = size('height', tag);
    return shown > 0
      ? tag.replace('<img ', `<img width="${Math.round((shown * width * 100) / height) / 100}" `)
      : tag.replace('<img ', `<img width="${width}" height="${height}" `);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Title, favicon, theme colour and the brand's theme variables, ahead of every stylesheet. */
function brandHead(brand: Brand): string {
  return [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(brand.favicon)}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.palette.primary)}" />`,
    `<style>:root{${themeDeclarations(brand)}}${SHELL_CSS}</style>`,
  ].join('');
}

/**
 * The theme contract's custom properties with this brand's values: what the brand's theme class
 * sets, so nothing changes when the app applies that class.
 */
function themeDeclarations(brand: Brand): string {
  return String(assignInlineVars(vars, tokensFor(brand)));
}
