import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  alignSelf: 'flex-start',
});

export const intro = style({ color: vars.color.muted, overflowWrap: 'anywhere' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const lenderName = style({ fontSize: '1.125rem', overflowWrap: 'anywhere' });

export const badge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: '13px',
  fontWeight: 600,
});

export const decision = style({ fontWeight: 600 });
export const approved = style({ color: vars.color.success });
export const rejected = style({ color: vars.color.danger });
export const pending = style({ color: vars.color.warning });

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: '14px',
});

export const term = style({ color: vars.color.muted });
export const termValue = style({ margin: 0, textAlign: 'right' });

export const note = style({ margin: 0, fontSize: '14px', color: vars.color.muted });

export const reasons = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: '14px' });

export const lead = style({ margin: 0, fontSize: '14px', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const why = style({ margin: 0, fontSize: '13px', color: vars.color.muted });
export const failure = style({ margin: 0, fontSize: '13px', color: vars.color.danger });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Upload Files' question: a modal card within a phone's width, above a dimmed page. */
export const dialog = style({
  width: 'min(calc(100vw - 32px), 480px)',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  padding: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': { background: vars.color.overlay },
  },
});
