import type { ComponentProps } from 'react';

// A small line icon drawn in currentColor. Always decorative: the control carries the name.
export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

export function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** An icon component drawing the path `d`, sized and labelled by its props like any svg. */
export const lineIcon = (d: string) => (props: IconProps) => <Icon d={d} {...props} />;
