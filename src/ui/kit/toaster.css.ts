import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

/*
 * Sonner draws its close button as a 20 px circle astride the toast's top-left corner, over the
 * border and the page behind. Ours sits inside the toast's top-right corner, 44 px to tap, and
 * the text keeps clear of it. Each selector outranks sonner's own (three attributes).
 */

export const toast = style({
  selectors: {
    '[data-sonner-toaster] &[data-styled="true"]': { paddingRight: '52px', minHeight: '52px' },
  },
});

export const closeButton = style({
  selectors: {
    '[data-sonner-toaster] [data-sonner-toast][data-styled="true"] &': {
      left: 'auto',
      right: '4px',
      top: '4px',
      width: '44px',
      height: '44px',
      transform: 'none',
      border: 0,
      borderRadius: vars.radius.pill,
      background: 'transparent',
      color: 'inherit',
    },
    '[data-sonner-toaster] [data-sonner-toast][data-styled="true"] &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
      boxShadow: 'none',
    },
  },
});
