import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allBrands } from '../../../src/brands/catalog';
import { lenders } from '../../../src/brands/lenders';
import { brandForHostname } from '../../../src/brands/resolve';

const root = join(import.meta.dirname, '../../..');
const publicFile = (url: string) => join(root, 'public', url);

describe('every catalog brand', () => {
  describe.each(allBrands.map((brand) => [brand.key, brand] as const))('%s', (key, brand) => {
    it('has its own theme file exporting a theme class', async () => {
      const themeFile = join(root, 'src/brands/themes', `${key}.css.ts`);
      expect(existsSync(themeFile)).toBe(true);
      const themeModule = (await import(`../../../src/brands/themes/${key}.css.ts`)) as {
        theme: unknown;
      };
      expect(themeModule.theme).toMatch(/\S/);
    });

    it.each(['logo', 'poweredByLogo', 'favicon'] as const)('has its %s asset', (asset) => {
      const file = publicFile(brand[asset]);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(statSync(file).size).toBeLessThan(2048);
    });

    it('draws its logo in its own primary colour, named by its <title>', () => {
      const svg = readFileSync(publicFile(brand.logo), 'utf8');
      expect(svg.toLowerCase()).toContain(brand.palette.primary.toLowerCase());
      expect(svg).toContain(`<title id="t">${brand.name}</title>`);
    });
  });

  it('themes are all different classes', async () => {
    const classes = await Promise.all(
      allBrands.map(
        async (brand) =>
          ((await import(`../../../src/brands/themes/${brand.key}.css.ts`)) as { theme: string })
            .theme,
      ),
    );
    expect(new Set(classes).size).toBe(allBrands.length);
  });
});

describe('lenders', () => {
  it.each(lenders.map((lender) => [lender.name, lender] as const))(
    '%s has a small text-only logo',
    (name, lender) => {
      const file = publicFile(lender.logo);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(`<title id="t">${name}</title>`);
      expect(svg).not.toMatch(/<(image|path|use)\b/);
      expect(statSync(file).size).toBeLessThan(2048);
    },
  );
});

describe('brandForHostname', () => {
  it.each([
    ['localhost', 'default', false],
    ['catfin.localhost', 'catfin', false],
    ['rinn.in', 'rinn', false],
    ['partners.rinn.in', 'rinn', false],
    ['catfin-uat.rinn.in', 'catfin', true],
    ['uat.rinn.in', 'rinn', true],
    ['unknown.example.com', 'default', false],
  ])('%s → %s (UAT: %s)', (hostname, key, isUat) => {
    const resolved = brandForHostname(hostname);
    expect(resolved.brand.key).toBe(key);
    expect(resolved.isUat).toBe(isUat);
  });
});
