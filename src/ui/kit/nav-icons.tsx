import { lineIcon } from './Icon';

// The header's icons, apart from the fields' (icons.tsx): the first load needs only these.
export const BellIcon = lineIcon('M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0');
export const UserIcon = lineIcon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0');
export const HomeIcon = lineIcon('M4 11l8-7 8 7M6 9.5V20h4.5v-6h3v6H18V9.5');
