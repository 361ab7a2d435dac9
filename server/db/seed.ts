import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import { allBrands, type Brand } from '../../src/brands/catalog';
import { LENDERS } from '../../src/domain/lenders/catalog';
import type { DocumentStorage } from '../storage/port';
import { DEMO_PARTNER_ID, seedDemoApplications } from './demo-applications';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoLenderStatuses } from './demo-lender-statuses';
import { seedSecondPartnerAndCases } from './demo-second-partner';
import type { Database, NewUser, StoredTenantConfig } from './schema';

/*
 * Reference data (tenants, banks, lenders) is seeded in every mode: the product cannot brand a
 * page, fill a bank dropdown or list lenders without it. Demo people are seeded only in demo/dev mode. Every step is
 * idempotent, so it runs on each start.
 */

export const DEMO_PARTNER_MOBILE = '9876543210';
export const DEMO_ADMIN_MOBILE = '9123456780';

const require = createRequire(import.meta.url);

export function tenantConfigOf(brand: Brand): StoredTenantConfig {
  return {
    brand: brand.key,
    name: brand.name,
    logo_url: brand.logo,
    powered_by_logo_url: brand.poweredByLogo,
    favicon_url: brand.favicon,
    tnc_link: brand.tncLink,
    lender_consent_link: brand.lenderConsentLink,
    flags: {
      direct_leads: brand.flags.directLeads,
      show_apply_now: brand.flags.showApplyNow,
      relaxed_validation: brand.flags.relaxedValidation,
      shop_and_counter_photos: brand.flags.shopAndCounterPhotos,
      show_loan_offers_link: brand.flags.showLoanOffersLink,
    },
  };
}

/** Razorpay's ifsc package: { "SBIN": "State Bank of India", … } — the 4-letter IFSC bank code. */
export function bankList(): { id: string; name: string }[] {
  const path = require.resolve('ifsc/src/banknames.json');
  const names = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return Object.entries(names)
    .map(([id, name]) => ({ id, name: name.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
}

const demoPartner: NewUser = {
  id: DEMO_PARTNER_ID,
  role: 'AGENT',
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha.verma@example.com',
  mobile: DEMO_PARTNER_MOBILE,
  address: '42, 3rd Cross, Residency Road',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  // Shown as the profile shows personal data: masked, never a real PAN.
  pan: 'XXXXXX234F',
  aadhaar_front: null,
  aadhaar_back: null,
  cancelled_cheque: null,
  account_number: 'XXXXXXXX4321',
  bank_name: 'State Bank of India',
  ifsc: 'SBIN0001234',
  referral_code: 'ASHA2406',
  partner_kind: 'INDIVIDUAL',
};

const demoAdmin: NewUser = {
  id: '0c9b8a7d-6e5f-4a3b-8c2d-1e0f9a8b7c61',
  role: 'ADMIN',
  first_name: 'Ravi',
  last_name: 'Menon',
  email: 'ravi.menon@example.com',
  mobile: DEMO_ADMIN_MOBILE,
  address: null,
  pincode: null,
  city: null,
  state: null,
  pan: null,
  aadhaar_front: null,
  aadhaar_back: null,
  cancelled_cheque: null,
  account_number: null,
  bank_name: null,
  ifsc: null,
  referral_code: null,
  partner_kind: null,
};

export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const brand of allBrands) {
      const config = JSON.stringify(tenantConfigOf(brand));
      // The catalog is the source of truth for branding, so a restart applies its changes.
      await tx
        .insertInto('tenants')
        .values({ brand_key: brand.key, config })
        .onConflict((oc) => oc.column('brand_key').doUpdateSet({ config }))
        .execute();
    }
    const banks = bankList();
    for (let start = 0; start < banks.length; start += 500) {
      await tx
        .insertInto('banks')
        .values(banks.slice(start, start + 500))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
        )
        .execute();
    }
    await seedLenders(tx);
  });
}

/** The lenders catalog is the truth, like the tenants: a restart applies its changes. */
async function seedLenders(db: Kysely<Database>): Promise<void> {
  const rows = LENDERS.map((lender, index) => ({
    id: lender.id,
    name: lender.name,
    is_preferred: lender.isPreferred,
    policy: JSON.stringify(lender.policy),
    supported_actions: JSON.stringify(lender.supportedActions),
    sort_order: index,
  }));
  await db
    .insertInto('lenders')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        is_preferred: eb.ref('excluded.is_preferred'),
        policy: eb.ref('excluded.policy'),
        supported_actions: eb.ref('excluded.supported_actions'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

/** The demo people, their applications and those applications' documents (bytes in `storage`). */
export async function seedDemoData(db: Kysely<Database>, storage: DocumentStorage): Promise<void> {
  await db
    .insertInto('users')
    .values([demoPartner, demoAdmin])
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  await seedDemoApplications(db);
  await seedDemoLenderStatuses(db);
  await seedDemoDocuments(db, storage);
  await seedSecondPartnerAndCases(db);
}

export interface SeedOptions {
  demo: boolean;
  /** The storage the server serves documents from: the demo's documents are stored there. */
  storage: DocumentStorage;
}

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  await seedReferenceData(db);
  if (options.demo) await seedDemoData(db, options.storage);
}
