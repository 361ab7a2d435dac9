import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { allBrands, type Brand } from '../../brands/catalog';
import type { FirstPaintData } from '../../brands/first-paint';
import { vars } from '../../brands/theme.css';
import { tokensFor } from '../../brands/tokens';
import { i18n } from '../../i18n/runtime';
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
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>).replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
}

// The page's markup around the texts, which come from the views above.
/* eslint-disable lingui/no-unlocalized-strings */
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
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The theme contract's custom properties with this brand's values: what the brand's theme class
 * sets, so nothing changes when the app applies that class.
 */
function themeDeclarations(brand: Brand): string {
  return String(assignInlineVars(vars, tokensFor(brand)));
}
