import type { Brand } from './catalog';

/**
 * The installable app's manifest for one brand: its name, colours and icon. Served per hostname
 * by the server (/manifest.webmanifest), so an agent installs their brand's app, not ours.
 */
export function webManifestFor(brand: Brand) {
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    description: 'Loan applications for partners and borrowers across India.',
    start_url: '/#/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: brand.palette.background,
    theme_color: brand.palette.primary,
    icons: [{ src: brand.favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
