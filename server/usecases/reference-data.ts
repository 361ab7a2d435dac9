import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cityStateOf } from '../adapters/pincodes';
import { ApiError } from '../errors';

export const PINCODE_NOT_FOUND = /*i18n*/ {
  id: 'PINCODE_NOT_FOUND',
  message: 'Pincode not found',
};

/** Sorted here, not in SQL: PGlite and PostgreSQL may collate differently; one order for both. */
export async function listBanks(db: Kysely<Database>): Promise<{ id: string; name: string }[]> {
  const banks = await db.selectFrom('banks').select(['id', 'name']).execute();
  return banks.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}

export async function cityStateForPincode(
  pincode: string,
): Promise<{ city: string; state: string }> {
  const found = await cityStateOf(pincode);
  if (!found) throw new ApiError(404, PINCODE_NOT_FOUND);
  return found;
}
