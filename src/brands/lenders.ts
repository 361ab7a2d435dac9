/**
 * The "Our Banking Partners" carousel on the landing page. The logos are plain text wordmarks
 * of the lenders' names (no trademark artwork), served from public/lenders/.
 */
export interface Lender {
  name: string;
  logo: string;
}

/** Every wordmark is drawn on the same 200 × 48 canvas, so its box is known before it loads. */
export const LENDER_LOGO_SIZE = { width: 200, height: 48 } as const;

export const lenders: readonly Lender[] = [
  { name: 'HDFC Bank', logo: '/lenders/hdfc-bank.svg' },
  { name: 'ICICI Bank', logo: '/lenders/icici-bank.svg' },
  { name: 'Axis Bank', logo: '/lenders/axis-bank.svg' },
  { name: 'Kotak Mahindra Bank', logo: '/lenders/kotak-mahindra-bank.svg' },
  { name: 'IDFC FIRST Bank', logo: '/lenders/idfc-first-bank.svg' },
  { name: 'Bajaj Finance', logo: '/lenders/bajaj-finance.svg' },
  { name: 'Tata Capital', logo: '/lenders/tata-capital.svg' },
  { name: 'Aditya Birla Capital', logo: '/lenders/aditya-birla-capital.svg' },
];
