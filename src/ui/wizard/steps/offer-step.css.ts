import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme.css';
import { figure } from '../../kit/figure.css';
import { column } from '../../kit/flex';

/** The loan offer step: the offer's table, the three editable figures, the two buttons. */

// Its frame, title, group of figures and buttons are laid out as the other steps' are.
export {
  form as step,
  title,
  group as fields,
  groupTitle as legend,
  actions,
} from '../../kit/step-form.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const row = style({
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const label = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0`,
  textAlign: 'left',
  fontWeight: 400,
  color: vars.color.muted,
});

// A figure: an amount, a date or a tenure never breaks across lines (issue 18 §5).
export const value = style([
  figure,
  {
    padding: `${vars.space.sm} 0`,
    textAlign: 'right',
    fontWeight: 600,
  },
]);

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

/** A dt/dd pair in one wrapper (allowed in a dl), laid out by the dl's grid. */
export const summaryRow = style({
  display: 'contents',
});

export const summaryValue = style([figure, { margin: 0, textAlign: 'right', fontWeight: 600 }]);

export const dialogBody = style(column(vars.space.lg));
