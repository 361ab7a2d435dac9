import type { ComponentProps } from 'react';
import { bar, spacer } from './footer-bar.css';

/**
 * A bar fixed to the bottom of the screen holding the step's main actions. It leaves an empty
 * block of its own height in the page so nothing scrolls out of reach underneath it.
 */
export function FooterBar({ className, ...props }: ComponentProps<'div'>) {
  return (
    <>
      <div className={spacer} aria-hidden="true" />
      <div className={className ? `${bar} ${className}` : bar} {...props} />
    </>
  );
}
