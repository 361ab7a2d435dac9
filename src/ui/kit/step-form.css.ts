import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column, plainFieldset, wrappingRow } from './flex';

/**
 * The steps of the capture wizard: titled groups of fields, the actions at the end. The offer,
 * co-applicants and outcome screens take their title, groups and actions from here too.
 */

export const form = style(column(vars.space.xl));

export const title = style({
  fontSize: '1.25rem',
});

export const group = style({ ...column(vars.space.md), ...plainFieldset });

/** The read-only step's fields (one disabled fieldset), laid out as the form's own. */
export const lockedFields = style({ ...column(vars.space.xl), ...plainFieldset });

export const groupTitle = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: '1rem',
  fontWeight: 700,
});

/** A financial year's figures side by side, as many to a line as fit. */
export const yearRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const actions = style(wrappingRow(vars.space.sm));

export const groupError = style({
  color: vars.color.danger,
  fontSize: '13px',
});
