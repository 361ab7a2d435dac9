import { Icon, type IconProps } from './Icon';

// The fields' and controls' icons. The header's are in nav-icons.tsx: the first load needs
// only those, and a module the first load imports is built into it whole.
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
