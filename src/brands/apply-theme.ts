import type { BrandKey } from './catalog';

// One lazy chunk per brand: a visitor downloads only their own brand's CSS.
const themeModules = import.meta.glob<{ theme: string }>('./themes/*.css.ts');

let appliedClass: string | undefined;

/**
 * Puts the brand's theme class on <html> (replacing the previous brand's), loading its CSS
 * first. Unknown keys fall back to the default theme. Render after this resolves, or the first
 * paint has no colours.
 */
export async function applyBrandTheme(key: BrandKey | string): Promise<void> {
  const requested = themeModules[`./themes/${key}.css.ts`];
  const load = requested ?? themeModules['./themes/default.css.ts'];
  if (!load) throw new Error('The default brand theme is missing');
  const { theme } = await load();
  const root = document.documentElement;
  if (appliedClass && appliedClass !== theme) root.classList.remove(appliedClass);
  root.classList.add(theme);
  root.dataset.brand = requested ? key : 'default';
  appliedClass = theme;
}
