import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '60px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});

/** The logo as a link home: it takes the logo's place and width in the header. */
export const logoLink = style({
  display: 'inline-flex',
  maxWidth: 'min(200px, 55%)',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
});

export const logo = style({
  height: '32px',
  width: 'auto',
  maxWidth: 'min(200px, 55%)',
  flexShrink: 0,
  objectFit: 'contain',
  selectors: {
    // Inside the link, the link holds the header's share; the logo fills the link.
    [`${logoLink} > &`]: { maxWidth: '100%' },
  },
});

export const greeting = style({
  flex: 1,
  minWidth: 0,
  // Long names wrap rather than lose the surname.
  overflowWrap: 'anywhere',
  lineHeight: 1.3,
  fontWeight: 600,
  textAlign: 'right',
  '@media': {
    // Below 360 px the logo, the language switch and the profile icon leave the name no room
    // (a letter a line): it takes a row of its own under them.
    'screen and (max-width: 359px)': { order: 1, flexBasis: '100%' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});
