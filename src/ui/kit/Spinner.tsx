import { spinner, wrapper } from './spinner.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decoration (e.g. inside a button). */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const circle = <span className={className ? `${spinner} ${className}` : spinner} aria-hidden />;
  if (!label) return circle;
  return (
    <span role="status" className={wrapper}>
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
