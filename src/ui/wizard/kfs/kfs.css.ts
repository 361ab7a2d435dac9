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

/** The schedule scrolls sideways inside the 390 px screen rather than widening the page. */
export const scheduleFrame = style({ overflowX: 'auto' });

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
