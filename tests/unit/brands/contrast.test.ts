import { describe, expect, it } from 'vitest';
import { allBrands } from '../../../src/brands/catalog';
import { contrastRatio } from '../../../src/brands/color';
import { tokensFor } from '../../../src/brands/tokens';

// WCAG AA: 4.5:1 for text, 3:1 for component edges and focus rings.
describe.each(allBrands.map((brand) => [brand.key, brand] as const))('%s theme', (_key, brand) => {
  const { color } = tokensFor(brand);

  it.each([
    ['onPrimary on primary (button labels)', color.onPrimary, color.primary],
    ['onPrimary on primaryHover (hovered button labels)', color.onPrimary, color.primaryHover],
    ['text on background', color.text, color.background],
    ['text on surface', color.text, color.surface],
    ['muted on surface (field labels, hints)', color.muted, color.surface],
    ['muted on background', color.muted, color.background],
    ['primary on surface (links, outline buttons)', color.primary, color.surface],
    ['primary on background', color.primary, color.background],
    ['primary on primarySoft (hovered ghost buttons)', color.primary, color.primarySoft],
    ['danger on surface', color.danger, color.surface],
    ['danger on dangerSoft (error message line)', color.danger, color.dangerSoft],
    ['warning on warningSoft', color.warning, color.warningSoft],
    ['success on successSoft', color.success, color.successSoft],
  ])('%s is at least 4.5:1', (_label, foreground, backdrop) => {
    expect(contrastRatio(foreground, backdrop)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['border on surface (input edges)', color.border, color.surface],
    ['focus on background (focus ring)', color.focus, color.background],
  ])('%s is at least 3:1', (_label, foreground, backdrop) => {
    expect(contrastRatio(foreground, backdrop)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
