import { allBrands, type Brand, type BrandKey } from './catalog';

/** The catalog entry for a key; a theme file names its brand by key. */
export function brandByKey(key: BrandKey): Brand {
  const brand = allBrands.find((candidate) => candidate.key === key);
  if (!brand) throw new Error(`No brand "${key}" in the catalog`);
  return brand;
}
