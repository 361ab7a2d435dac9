/**
 * Every brand Rinn is white-labelled for. Adding a brand is adding an entry here (plus its
 * theme file and assets under public/brands/<key>/): no logic changes.
 *
 * This file is pure data, shared by the browser (theme, logo, flags) and the API server
 * (tenant config seed), so it must stay free of CSS and browser imports.
 */

/** Per-site switches. The spec hints at them; docs/decisions.md records what each means. */
export interface BrandFlags {
  /** Apply Now sends borrowers to a separate external app; QR creation needs a loan type. */
  directLeads: boolean;
  /** The landing page shows an Apply Now link for borrowers. */
  showApplyNow: boolean;
  /** PAN (first step), marital status, Aadhaar and business type become optional. */
  relaxedValidation: boolean;
  /** Join Us asks for shop and counter photos. */
  shopAndCounterPhotos: boolean;
  /** The success screen links to the loan offers. */
  showLoanOffersLink: boolean;
}

export interface BrandPalette {
  /** Main action colour (buttons, links). */
  primary: string;
  /** Text drawn on the primary colour. */
  onPrimary: string;
  /** Secondary accent (highlights, badges). */
  accent: string;
  /** Page background. */
  background: string;
  /** Cards, sheets and inputs. */
  surface: string;
  /** Body text. */
  text: string;
}

export interface Brand {
  key: string;
  /** Name shown to people: header alt text, page title. */
  name: string;
  /** Exact production hostnames; any hostname with a label equal to `key` also matches. */
  hostnames: readonly string[];
  /** Paths served from public/: logo, "Powered By" footer logo, fallback favicon. */
  logo: string;
  poweredByLogo: string;
  favicon: string;
  tncLink: string;
  lenderConsentLink: string;
  palette: BrandPalette;
  flags: BrandFlags;
  /** A direct-leads brand's separate application (flags.directLeads): where Apply Now goes. */
  applyUrl?: string;
}

const baseFlags: BrandFlags = {
  directLeads: false,
  showApplyNow: false,
  relaxedValidation: false,
  shopAndCounterPhotos: false,
  showLoanOffersLink: false,
};

const assets = (key: string) => ({
  logo: `/brands/${key}/logo.svg`,
  poweredByLogo: '/brands/rinn/powered-by.svg',
  favicon: `/brands/${key}/favicon.svg`,
});

const links = (domain: string) => ({
  tncLink: `https://${domain}/terms`,
  lenderConsentLink: `https://${domain}/lender-consent`,
});

export const brands = [
  {
    key: 'rinn',
    name: 'Rinn',
    hostnames: ['rinn.in', 'partners.rinn.in'],
    ...assets('rinn'),
    ...links('rinn.in'),
    palette: {
      primary: '#3730a3',
      onPrimary: '#ffffff',
      accent: '#f59e0b',
      background: '#f5f5fb',
      surface: '#ffffff',
      text: '#1e1b4b',
    },
    flags: { ...baseFlags, showApplyNow: true, showLoanOffersLink: true },
  },
  {
    key: 'catfin',
    name: 'Catfin',
    hostnames: [],
    ...assets('catfin'),
    ...links('catfin.in'),
    palette: {
      primary: '#c2410c',
      onPrimary: '#ffffff',
      accent: '#0f766e',
      background: '#fff7ed',
      surface: '#ffffff',
      text: '#431407',
    },
    flags: { ...baseFlags },
  },
  {
    key: 'samriddhkendra',
    name: 'Samriddh Kendra',
    hostnames: [],
    ...assets('samriddhkendra'),
    ...links('samriddhkendra.in'),
    palette: {
      primary: '#15803d',
      onPrimary: '#ffffff',
      accent: '#ca8a04',
      background: '#f0fdf4',
      surface: '#ffffff',
      text: '#14532d',
    },
    flags: { ...baseFlags },
  },
  {
    key: 'acfl',
    name: 'ACFL',
    hostnames: [],
    ...assets('acfl'),
    ...links('acfl.in'),
    palette: {
      primary: '#1e3a8a',
      onPrimary: '#ffffff',
      accent: '#dc2626',
      background: '#eff6ff',
      surface: '#ffffff',
      text: '#172554',
    },
    flags: { ...baseFlags },
  },
  {
    key: 'cimsme',
    name: 'CIMSME',
    hostnames: [],
    ...assets('cimsme'),
    ...links('cimsme.in'),
    palette: {
      primary: '#0f766e',
      onPrimary: '#ffffff',
      accent: '#ea580c',
      background: '#f0fdfa',
      surface: '#ffffff',
      text: '#134e4a',
    },
    flags: { ...baseFlags },
  },
  {
    key: 'ucap',
    name: 'UCAP',
    hostnames: [],
    ...assets('ucap'),
    ...links('ucap.in'),
    palette: {
      primary: '#6d28d9',
      onPrimary: '#ffffff',
      accent: '#db2777',
      background: '#f5f3ff',
      surface: '#ffffff',
      text: '#2e1065',
    },
    flags: { ...baseFlags },
  },
  {
    key: 'moneyase',
    name: 'Moneyase',
    hostnames: [],
    ...assets('moneyase'),
    ...links('moneyase.in'),
    palette: {
      primary: '#b91c1c',
      onPrimary: '#ffffff',
      accent: '#1d4ed8',
      background: '#fef2f2',
      surface: '#ffffff',
      text: '#450a0a',
    },
    flags: {
      ...baseFlags,
      relaxedValidation: true,
      shopAndCounterPhotos: true,
      showApplyNow: true,
    },
  },
  {
    key: 'britwell',
    name: 'Britwell',
    hostnames: [],
    ...assets('britwell'),
    ...links('britwell.in'),
    palette: {
      primary: '#0c4a6e',
      onPrimary: '#ffffff',
      accent: '#65a30d',
      background: '#f0f9ff',
      surface: '#ffffff',
      text: '#082f49',
    },
    flags: { ...baseFlags },
  },
  {
    key: 'financersaab',
    name: 'Financer Saab',
    hostnames: [],
    ...assets('financersaab'),
    ...links('financersaab.in'),
    palette: {
      primary: '#881337',
      onPrimary: '#ffffff',
      accent: '#d97706',
      background: '#fff1f2',
      surface: '#ffffff',
      text: '#4c0519',
    },
    flags: { ...baseFlags, directLeads: true, showApplyNow: true },
    applyUrl: 'https://apply.financersaab.in/',
  },
  {
    key: 'finbros',
    name: 'Finbros',
    hostnames: [],
    ...assets('finbros'),
    ...links('finbros.in'),
    palette: {
      primary: '#18181b',
      onPrimary: '#facc15',
      accent: '#facc15',
      background: '#fafaf9',
      surface: '#ffffff',
      text: '#18181b',
    },
    flags: { ...baseFlags },
  },
] as const satisfies readonly Brand[];

/** The brand of any hostname no other brand claims (localhost, previews, new domains). */
export const defaultBrand: Brand = {
  key: 'default',
  name: 'Rinn',
  hostnames: [],
  ...assets('default'),
  ...links('rinn.in'),
  palette: {
    primary: '#4338ca',
    onPrimary: '#ffffff',
    accent: '#0891b2',
    background: '#f8fafc',
    surface: '#ffffff',
    text: '#0f172a',
  },
  flags: { ...baseFlags, showApplyNow: true },
};

export type BrandKey = (typeof brands)[number]['key'] | 'default';

export const allBrands: readonly Brand[] = [...brands, defaultBrand];
