import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  fontSize: '1.25rem',
  color: vars.color.text,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The server's message and what can be done about it. */
export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
});

export const message = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
