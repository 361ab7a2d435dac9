import * as v from 'valibot';
import { textField } from './text';
import { fieldsObject } from './validation';

/** The UTM parameters a link carries, kept with what it started (contract: UtmDetails). */

export const UTM_ID_MESSAGE = 'UTM id must be text of at most 100 characters';
export const UTM_DETAILS_MESSAGE = 'Invalid UTM details';

const utmText = (max: number, message: string) => textField(message, { max });

export const UtmIdSchema = utmText(100, UTM_ID_MESSAGE);

/** Every parameter is optional; utm_medium is at most 50 characters, the others 100. */
export const UtmDetailsSchema = fieldsObject(
  {
    utm_id: v.optional(utmText(100, UTM_DETAILS_MESSAGE)),
    utm_source: v.optional(utmText(100, UTM_DETAILS_MESSAGE)),
    utm_campaign: v.optional(utmText(100, UTM_DETAILS_MESSAGE)),
    utm_medium: v.optional(utmText(50, UTM_DETAILS_MESSAGE)),
    utm_content: v.optional(utmText(100, UTM_DETAILS_MESSAGE)),
    utm_term: v.optional(utmText(100, UTM_DETAILS_MESSAGE)),
  },
  UTM_DETAILS_MESSAGE,
);
