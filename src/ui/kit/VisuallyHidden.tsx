import type { ComponentProps } from 'react';
import { visuallyHidden } from './visually-hidden.css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span className={className ? `${visuallyHidden} ${className}` : visuallyHidden} {...props} />
  );
}
