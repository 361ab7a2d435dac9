import * as v from 'valibot';
import { FormMobileSchema } from '../contact';
import { IMAGE_TYPE_MESSAGE } from '../documents';
import { fieldsObject } from '../validation';
import { JOIN_US_FILE_TYPES } from './registration';

/*
 * The text fields of a Join Us upload (the contract's JoinUsUploadForm). The file's kind is
 * decided by its bytes on the server (png, jpg or pdf; shop and counter photos images only).
 */

export const JOIN_US_FILE_TYPE_MESSAGE = 'Invalid file type';
export const PHOTOS_NOT_ASKED = 'Shop and counter photos are not asked for on this site.';
/** The photos' rule says the same on the device (upload chart) and on the server. */
export const PHOTO_MUST_BE_IMAGE = IMAGE_TYPE_MESSAGE;

const NAME_PART_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const JoinUsUploadFieldsSchema = fieldsObject({
  file_type: v.picklist(JOIN_US_FILE_TYPES, JOIN_US_FILE_TYPE_MESSAGE),
  mobile: v.optional(FormMobileSchema),
  name_prefix: v.optional(
    v.pipe(v.string('Invalid name prefix'), v.regex(NAME_PART_PATTERN, 'Invalid name prefix')),
  ),
});
export type JoinUsUploadFields = v.InferOutput<typeof JoinUsUploadFieldsSchema>;
