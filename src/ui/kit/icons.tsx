import type { ComponentProps } from 'react';

// Small line icons drawn in currentColor. Always decorative: the control carries the name.
type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

function Icon({ d, ...props }: IconProps & { d: string }) {
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

export const CloseIcon = (props: IconProps) => <Icon d="M6 6l12 12M18 6L6 18" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Icon d="M6 9l6 6 6-6" {...props} />;
export const CheckIcon = (props: IconProps) => <Icon d="M5 12l5 5 9-10" {...props} />;
export const CalendarIcon = (props: IconProps) => (
  <Icon d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" {...props} />
);
export const UploadIcon = (props: IconProps) => (
  <Icon d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" {...props} />
);
export const SearchIcon = (props: IconProps) => (
  <Icon d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4" {...props} />
);
export const BellIcon = (props: IconProps) => (
  <Icon d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" {...props} />
);
export const UserIcon = (props: IconProps) => (
  <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" {...props} />
);
export const HomeIcon = (props: IconProps) => (
  <Icon d="M4 11l8-7 8 7M6 9.5V20h4.5v-6h3v6H18V9.5" {...props} />
);
