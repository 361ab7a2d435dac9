import type { ComponentProps } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';
import { Spinner } from './Spinner';

export type { ButtonSize, ButtonVariant } from './button-class';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks until the work is done. */
  loading?: boolean;
}

/** React 19 passes `ref` as an ordinary prop, so it reaches the <button> with the rest. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClass({ variant, size, fullWidth });
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
