/** The landing page's sheets are routes (spec §2), so a link or Back opens and closes them. */
export const LOGIN_SHEET_PATH = '/login/partner-login';
export const JOIN_US_SHEET_PATH = '/login/join-us';
