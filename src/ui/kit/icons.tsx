import { lineIcon } from './Icon';

// The fields' and controls' icons. The header's are in nav-icons.tsx: the first load needs
// only those, and a module the first load imports is built into it whole.
export const CloseIcon = lineIcon('M6 6l12 12M18 6L6 18');
export const ChevronDownIcon = lineIcon('M6 9l6 6 6-6');
export const CheckIcon = lineIcon('M5 12l5 5 9-10');
export const CalendarIcon = lineIcon('M4 6h16v14H4zM4 10h16M8 3v4M16 3v4');
export const UploadIcon = lineIcon('M12 16V4M7 9l5-5 5 5M4 16v4h16v-4');
export const SearchIcon = lineIcon('M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4');
