import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: '12px',
  fontWeight: 700,
  letterSpacing: '0.06em',
  lineHeight: 1.4,
});
