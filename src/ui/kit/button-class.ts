import { buttonBase, buttonFullWidth, buttonSize, buttonVariant } from './button.css';

export type ButtonVariant = keyof typeof buttonVariant;
export type ButtonSize = keyof typeof buttonSize;

export interface ButtonLooks {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A button's classes (a link drawn as a button uses them too). */
export function buttonClass({
  variant = 'default',
  size = 'default',
  fullWidth = false,
}: ButtonLooks = {}): string {
  const classes = `${buttonBase} ${buttonVariant[variant]} ${buttonSize[size]}`;
  return fullWidth ? `${classes} ${buttonFullWidth}` : classes;
}
