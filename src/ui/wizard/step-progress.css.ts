import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from '../kit/flex';

export const progress = style(column(vars.space.xs));

/** The counter's line and the list of names share the small, muted type. */
const small = { fontSize: '0.875rem', color: vars.color.muted } as const;

export const counter = style({ ...small, fontWeight: 600 });

export const bar = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const segment = style({
  flex: 1,
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.divider,
});

export const segmentReached = style([segment, { background: vars.color.primary }]);

export const all = style(small);

export const names = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.xl,
  lineHeight: 1.6,
});

export const currentName = style({ fontWeight: 700, color: vars.color.text });
