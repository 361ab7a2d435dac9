/** The family the shipped Devanagari face is known by, after the brand's fonts (issue 29). */
export const DEVANAGARI_FAMILY = 'Rinn Devanagari';
