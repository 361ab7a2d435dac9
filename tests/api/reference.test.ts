import { describe, expect, it } from 'vitest';
import { allBrands } from '../../src/brands/catalog';
import { databases, rowCounts, testApp } from '../support/server';
import { useDatabase } from '../support/suite';

interface TenantConfig {
  brand: string;
  name: string;
  is_uat: boolean;
  logo_url: string;
  powered_by_logo_url: string;
  favicon_url: string;
  tnc_link: string | null;
  lender_consent_link: string | null;
  flags: Record<string, boolean>;
}

describe.each(databases())('public reference data on %s', (kind) => {
  const database = useDatabase(kind);

  const tenant = (hostname: string) =>
    testApp(database).call<TenantConfig>(
      'GET',
      `/api/v1/public/tenant/hostname/${encodeURIComponent(hostname)}/config`,
    );

  describe('tenant config by hostname', () => {
    it('gives catfin.localhost the catfin brand, without a token', async () => {
      const answer = await tenant('catfin.localhost');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        brand: 'catfin',
        name: 'Catfin',
        is_uat: false,
        logo_url: '/brands/catfin/logo.svg',
        powered_by_logo_url: '/brands/rinn/powered-by.svg',
        favicon_url: '/brands/catfin/favicon.svg',
        tnc_link: 'https://catfin.in/terms',
        lender_consent_link: 'https://catfin.in/lender-consent',
        flags: {
          direct_leads: false,
          show_apply_now: false,
          relaxed_validation: false,
          shop_and_counter_photos: false,
          show_loan_offers_link: false,
        },
      });
    });

    it('marks a UAT hostname and still picks its brand', async () => {
      const answer = await tenant('catfin-uat.rinn.in');
      expect(answer.body.data).toMatchObject({ brand: 'catfin', is_uat: true });
    });

    it('gives a hostname no brand claims the default brand', async () => {
      const answer = await tenant('unknown.example.com');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ brand: 'default', name: 'Rinn', is_uat: false });
    });

    it('serves the flags of the catalog, snake_cased', async () => {
      const answer = await tenant('moneyase.localhost');
      expect(answer.body.data.flags).toEqual({
        direct_leads: false,
        show_apply_now: true,
        relaxed_validation: true,
        shop_and_counter_photos: true,
        show_loan_offers_link: false,
      });
    });

    it('has a stored config for every brand of the catalog', async () => {
      const stored = await database.db.selectFrom('tenants').select('brand_key').execute();
      expect(stored.map((row) => row.brand_key).sort()).toEqual(
        allBrands.map((brand) => brand.key).sort(),
      );
      for (const brand of allBrands) {
        if (brand.key === 'default') continue;
        const answer = await tenant(`${brand.key}.localhost`);
        expect(answer.body.data.brand).toBe(brand.key);
        expect(answer.body.data.name).toBe(brand.name);
      }
    });

    it('answers each brand exactly as the tenants table stores it', async () => {
      const stored = await database.db
        .selectFrom('tenants')
        .select(['brand_key', 'config'])
        .execute();
      expect(stored).toHaveLength(allBrands.length);
      for (const { brand_key, config } of stored) {
        const hostname = brand_key === 'default' ? 'unknown.example.com' : `${brand_key}.localhost`;
        const answer = await tenant(hostname);
        expect(answer.body.data).toEqual({ ...config, is_uat: false });
      }
    });

    it('rejects a hostname longer than 253 characters with 400', async () => {
      const answer = await tenant(`${'a'.repeat(250)}.com`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid hostname');
    });

    it.each(['rinn\u0000.in', 'rinn.in\r\nX-Evil: 1', '<script>.in', '-rinn.in', 'rinn..in'])(
      'rejects %j, which is no DNS name, with 400',
      async (hostname) => {
        const answer = await tenant(hostname);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('Invalid hostname');
      },
    );
  });

  describe('bank list', () => {
    it('lists real Indian banks by name, each with its IFSC bank code', async () => {
      const answer = await testApp(database).call<{ id: string; name: string }[]>(
        'GET',
        '/api/v1/bank/list',
      );
      expect(answer.status).toBe(200);
      const banks = answer.body.data;
      expect(banks.length).toBeGreaterThan(1400);
      expect(banks).toContainEqual({ id: 'SBIN', name: 'State Bank of India' });
      expect(banks).toContainEqual({ id: 'HDFC', name: 'HDFC Bank' });
      expect(banks).toContainEqual({ id: 'ICIC', name: 'ICICI Bank' });
      const names = banks.map((bank) => bank.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });
  });

  describe('pincode lookup', () => {
    const lookup = (pincode: string) =>
      testApp(database).call<{ city: string; state: string }>(
        'GET',
        `/api/v1/pincode/get-city-state?pincode=${encodeURIComponent(pincode)}`,
      );

    it('finds the city and state of 560001 (Bengaluru, Karnataka)', async () => {
      const answer = await lookup('560001');
      expect(answer.status).toBe(200);
      expect(answer.body.data.state).toBe('Karnataka');
      expect(answer.body.data.city).toMatch(/^(Bengaluru|Bangalore)/);
    });

    it('finds 110001 in Delhi', async () => {
      const answer = await lookup('110001');
      expect(answer.body.data).toEqual({ city: 'Central Delhi', state: 'Delhi' });
    });

    it.each(['000000', '12345', '1234567', 'abcdef', '', '05600 1'])(
      'answers 400 "Invalid pincode" for %j',
      async (pincode) => {
        const before = await rowCounts(database.db);
        const answer = await lookup(pincode);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          data: null,
          message: 'Invalid pincode',
          status_code: 400,
        });
        expect(await rowCounts(database.db)).toEqual(before);
      },
    );

    it('answers 400 when the pincode parameter is missing', async () => {
      const answer = await testApp(database).call('GET', '/api/v1/pincode/get-city-state');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid pincode');
    });

    it('answers 404 "Pincode not found" for a well-formed pincode India Post does not list', async () => {
      const answer = await lookup('110099');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        data: null,
        message: 'Pincode not found',
        status_code: 404,
        code: 'PINCODE_NOT_FOUND',
      });
    });
  });
});
