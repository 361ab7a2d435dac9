/*
 * The consents the product records (issue 21 item 4): the first step's two checkboxes and the
 * borrower's acknowledgement of the Key Fact Statement. Each is a text with an explicit
 * version: a changed text is a new version file (texts/), the old file stays, and every record
 * names the version it was given on.
 */

export const CONSENT_KINDS = ['TERMS', 'BUREAU_CONSENT', 'KFS_ACKNOWLEDGEMENT'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One version of one consent's text in one language. */
export interface ConsentText {
  readonly kind: ConsentKind;
  /** 1, 2, …: a new number for every change of wording, in any language. */
  readonly version: number;
  /**
   * The sentence; `{link}` is where the words of `link` go, as a link to the brand's document
   * (terms, lender consent), and `{proposal}` the Key Fact Statement's proposal number.
   */
  readonly text: string;
  /** The words that link to the brand's document, when the text names one. */
  readonly link?: string;
}

/** A language's current texts: one of each kind. */
export type ConsentTexts = { readonly [K in ConsentKind]: ConsentText & { readonly kind: K } };

/**
 * The current texts of every language: what the server records a consent against. The running
 * server's is the shipped one (shipped.ts); a test may run one with a later version.
 */
export type ConsentLibrary = Readonly<Record<'en' | 'hi', ConsentTexts>>;
