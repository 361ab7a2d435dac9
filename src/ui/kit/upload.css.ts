import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column, plainList, wrappingRow } from './flex';

export const upload = style({
  ...column(vars.space.sm),
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.danger, borderStyle: 'solid' },
  },
});

export const label = style({
  fontSize: '14px',
  fontWeight: 600,
});

export const row = style(wrappingRow(vars.space.sm));

/** The native file input is hidden inside this label, which looks like an outline button. */
export const choose = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const progress = style({
  flex: 1,
  minWidth: '120px',
  height: '8px',
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.divider,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.divider },
    '&::-webkit-progress-value': { background: vars.color.primary },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
});

export const percent = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: '14px',
  minWidth: '4ch',
  textAlign: 'right',
});

export const files = style({ ...column(vars.space.xs), ...plainList });

export const done = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success,
  fontWeight: 600,
  minWidth: 0,
  overflowWrap: 'anywhere',
  // Room for a word: on a narrow phone View and Remove move under the name instead of the name
  // breaking as 'Upload' over 'ed' (a long file name still breaks where it must).
  flex: '1 1 12ch',
});
