import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../brands/theme.css';

export const messageLine = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    borderLeft: '4px solid currentColor',
    fontSize: '14px',
    lineHeight: 1.4,
  },
  variants: {
    tone: {
      default: { background: vars.color.primarySoft, color: vars.color.text },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      error: { background: vars.color.dangerSoft, color: vars.color.danger },
      success: { background: vars.color.successSoft, color: vars.color.success },
    },
  },
  defaultVariants: { tone: 'default' },
});
