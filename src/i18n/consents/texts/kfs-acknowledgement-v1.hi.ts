import type { ConsentText } from '../kinds';

/* The Key Fact Statement acknowledgement in Hindi, version 1: as kfs-acknowledgement-v1.en.ts. */
export const kfsAcknowledgementV1Hindi = {
  kind: 'KFS_ACKNOWLEDGEMENT',
  version: 1,
  text: 'मुझे मुख्य तथ्य विवरण {proposal} मेरी समझ की भाषा में मिल गया है। मैंने इसे पढ़ लिया है और समझ लिया है: वार्षिक प्रतिशत दर (एपीआर), शुल्क और पुनर्भुगतान अनुसूची।',
} as const satisfies ConsentText;
