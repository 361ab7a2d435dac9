import type { MessageDescriptor } from '@lingui/core';

/*
 * The History panel's sentences (issue 32): who did what to which field, each a message with
 * places, so Hindi puts the verb last. Kept out of the lookup's tables (lookup.ts): their
 * places would match almost any text ('{who} added {label}'). The places are filled with the
 * field's label, the values as the presenter formats them and who acted, each worded on its own
 * (sayHistory in presenter/history.ts). A sentence's full stop is added when it is said: a value
 * may end with its own ('12% p.a.'), and Hindi ends with a danda.
 */

type Descriptor = MessageDescriptor & { id: string; message: string };

export const HISTORY_MESSAGES = {
  SET: /*i18n*/ { id: 'HISTORY.SET', message: '{who} set {label} to {now}' },
  ADDED: /*i18n*/ { id: 'HISTORY.ADDED', message: '{who} added {label}' },
  REPLACED: /*i18n*/ { id: 'HISTORY.REPLACED', message: '{who} replaced {label}' },
  REMOVED: /*i18n*/ { id: 'HISTORY.REMOVED', message: '{who} removed {label}' },
  REMOVED_WAS: /*i18n*/ { id: 'HISTORY.REMOVED_WAS', message: '{who} removed {label} (was {was})' },
  CHANGED: /*i18n*/ {
    id: 'HISTORY.CHANGED',
    message: '{who} changed {label} from {was} to {now}',
  },
  // Who, as a sentence starts.
  WHO_BORROWER: /*i18n*/ { id: 'HISTORY.WHO_BORROWER', message: 'The borrower' },
  WHO_SYSTEM: /*i18n*/ { id: 'HISTORY.WHO_SYSTEM', message: 'The system' },
  WHO_ADMIN: /*i18n*/ { id: 'HISTORY.WHO_ADMIN', message: 'An admin' },
  WHO_PARTNER: /*i18n*/ { id: 'HISTORY.WHO_PARTNER', message: 'The partner' },
  // Who, as the byline says it.
  BY_PARTNER_NAMED: /*i18n*/ { id: 'HISTORY.BY_PARTNER_NAMED', message: '{name} (partner)' },
  BY_ADMIN_NAMED: /*i18n*/ { id: 'HISTORY.BY_ADMIN_NAMED', message: '{name} (admin)' },
  BY_PARTNER: /*i18n*/ { id: 'HISTORY.BY_PARTNER', message: 'Partner' },
  BY_ADMIN: /*i18n*/ { id: 'HISTORY.BY_ADMIN', message: 'Admin' },
  BY_SYSTEM: /*i18n*/ { id: 'HISTORY.BY_SYSTEM', message: 'System' },
  // A system's own name ('Rules engine'), worded as a domain text.
  NAME: /*i18n*/ { id: 'HISTORY.NAME', message: '{name}' },
  // A reference's fields, named with the reference.
  REFERENCE: /*i18n*/ { id: 'HISTORY.REFERENCE', message: 'Reference {number}' },
  REFERENCE_FIELD: /*i18n*/ {
    id: 'HISTORY.REFERENCE_FIELD',
    message: '{label} of Reference {number}',
  },
} as const satisfies Record<string, Descriptor>;
