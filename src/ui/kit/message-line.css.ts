import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

// Plain classes rather than a recipe: no recipe runtime in the first load (see button.css.ts).
export const messageLineBase = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid currentColor',
  fontSize: '14px',
  lineHeight: 1.4,
});

export const messageLineTone = styleVariants({
  default: { background: vars.color.primarySoft, color: vars.color.text },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  error: { background: vars.color.dangerSoft, color: vars.color.danger },
  success: { background: vars.color.successSoft, color: vars.color.success },
});
