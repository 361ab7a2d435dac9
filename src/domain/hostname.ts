import * as v from 'valibot';
import { textField } from './text';

export const HOSTNAME_MESSAGE = 'Invalid hostname';

/**
 * A DNS name as browsers send it in the Host header: labels of 1–63 letters, digits or hyphens,
 * neither starting nor ending with a hyphen, joined by dots, at most 253 characters. A single
 * label (`localhost`) is allowed for development; a trailing dot is not (no browser sends one).
 * Compared in lower case, as DNS does.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME_PATTERN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

export const HostnameSchema = v.pipe(
  textField(HOSTNAME_MESSAGE, { max: 253 }),
  v.toLowerCase(),
  v.regex(HOSTNAME_PATTERN, HOSTNAME_MESSAGE),
);
