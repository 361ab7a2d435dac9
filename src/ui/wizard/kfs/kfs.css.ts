import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme.css';
import { figure } from '../../kit/figure.css';
import { column } from '../../kit/flex';

/** The Key Fact Statement on the offer step: its table, schedule and acknowledgement. */

export const statement = style({
  ...column(vars.space.md),
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.divider}`,
});

export const heading = style({ margin: 0, fontSize: '1.125rem' });

export const note = style({ margin: 0, fontSize: '13px', color: vars.color.muted });

/**
 * The schedule scrolls sideways inside its own box rather than widening the page; the box is a
 * labelled region a keyboard can focus and scroll (tabIndex 0).
 */
export const scheduleFrame = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const schedule = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '13px',
  fontVariantNumeric: 'tabular-nums',
});

export const scheduleCell = style([
  figure,
  {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    textAlign: 'right',
    borderBottom: `1px solid ${vars.color.divider}`,
  },
]);

export const summary = style({ cursor: 'pointer', fontWeight: 700 });

/*
 * The summary is a label/value table that becomes a stack of rows (label over value, GOV.UK's
 * summary list) when its column is narrower than ~480 px, which the app's column always is on a
 * phone: a long value (the penal charges, the grievance officer's e-mail) wraps instead of
 * widening the page. The table stays a table to assistive technology (rows and row headers).
 */
const STACKED = '(max-width: 479.98px)';

export const summaryFrame = style({ containerType: 'inline-size', minWidth: 0 });

/** The folded schedule never widens the column it sits in. */
export const scheduleDetails = style({ minWidth: 0, maxWidth: '100%' });

export const summaryTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '@container': { [STACKED]: { display: 'block' } },
});

export const summaryBody = style({
  '@container': { [STACKED]: { display: 'block' } },
});

export const summaryRow = style({
  borderBottom: `1px solid ${vars.color.divider}`,
  '@container': {
    [STACKED]: { display: 'block', padding: `${vars.space.sm} 0` },
  },
});

export const summaryLabel = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0`,
  textAlign: 'left',
  fontWeight: 400,
  color: vars.color.muted,
  verticalAlign: 'top',
  '@container': { [STACKED]: { display: 'block', padding: 0, fontSize: '14px' } },
});

export const summaryValue = style({
  padding: `${vars.space.sm} 0`,
  textAlign: 'right',
  fontWeight: 600,
  overflowWrap: 'anywhere',
  '@container': { [STACKED]: { display: 'block', padding: 0, textAlign: 'left' } },
});
