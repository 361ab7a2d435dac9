import type { Brand } from './catalog';
import { contrastRatio, ensureContrast, luminance, mix, withAlpha } from './color';

/** Body text and controls need 4.5:1 (WCAG AA); borders and focus rings 3:1. */
const TEXT_CONTRAST = 4.5;
const UI_CONTRAST = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';

// Status colours are the same for every brand (people read red as "wrong" everywhere); only
// their contrast is adjusted to the brand's surfaces.
const STATUS = { danger: '#b91c1c', warning: '#92400e', success: '#166534' } as const;

// System fonts only: no web-font download on a slow mobile connection.
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/**
 * The full token set of one brand, derived from its catalog palette alone, so a new brand is
 * data only. The theme contract (`vars` in theme.css.ts) takes its shape from this function.
 */
export function tokensFor(brand: Brand) {
  const { primary, onPrimary, accent, background, surface, text } = brand.palette;
  const backdrops = [surface, background];
  const soft = (color: string, weight = 0.1) => mix(color, surface, weight);
  const status = (color: string) => {
    const tint = soft(color);
    return {
      color: ensureContrast(color, [...backdrops, tint], TEXT_CONTRAST, text),
      soft: tint,
    };
  };
  const danger = status(STATUS.danger);
  const warning = status(STATUS.warning);
  const success = status(STATUS.success);
  // A near-black primary cannot get darker on hover, so it gets lighter instead.
  const hoverToward = luminance(primary) < 0.02 ? WHITE : BLACK;

  return {
    color: {
      primary,
      onPrimary,
      primaryHover: mix(hoverToward, primary, 0.15),
      primarySoft: softestTintKeeping(primary, surface),
      accent,
      accentSoft: soft(accent, 0.16),
      background,
      surface,
      text,
      muted: ensureContrast(mix(text, surface, 0.6), backdrops, TEXT_CONTRAST, text),
      border: ensureContrast(mix(text, surface, 0.4), backdrops, UI_CONTRAST, text),
      divider: mix(text, surface, 0.12),
      danger: danger.color,
      dangerSoft: danger.soft,
      warning: warning.color,
      warningSoft: warning.soft,
      success: success.color,
      successSoft: success.soft,
      focus: contrastRatio(primary, background) >= UI_CONTRAST ? primary : text,
      overlay: withAlpha(text, 0.5),
    },
    font: {
      body: SYSTEM_FONTS,
      heading: SYSTEM_FONTS,
    },
    radius: {
      sm: '6px',
      md: '10px',
      lg: '16px',
      pill: '999px',
    },
    space: {
      xs: '4px',
      sm: '8px',
      md: '12px',
      lg: '16px',
      xl: '24px',
      xxl: '32px',
    },
    shadow: {
      sm: `0 1px 2px ${withAlpha(text, 0.08)}`,
      md: `0 4px 12px ${withAlpha(text, 0.12)}`,
      lg: `0 12px 40px ${withAlpha(text, 0.18)}`,
    },
  };
}

/**
 * A light tint of `color` (hover backgrounds) that `color` itself stays readable on: brand
 * colours close to the 4.5:1 limit get a paler tint instead of a darker text.
 */
function softestTintKeeping(color: string, surface: string): string {
  for (const weight of [0.1, 0.08, 0.06, 0.04, 0.02]) {
    const tint = mix(color, surface, weight);
    if (contrastRatio(color, tint) >= TEXT_CONTRAST) return tint;
  }
  return surface;
}

export type ThemeTokens = ReturnType<typeof tokensFor>;
