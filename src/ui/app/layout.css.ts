import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});
