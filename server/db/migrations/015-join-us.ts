import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 20 items 3 and 4: Join Us requests (partner-portal §3 Partner registration, §7). A
 * would-be partner uploads documents (join_us_files, owned by the verified mobile of the guest
 * token, on the brand of the site) and then sends the registration (join_us_requests), which an
 * ADMIN approves (a partner account is made, partner_id) or rejects with a reason. The PAN and
 * account numbers are stored whole: they are needed to pay the partner; answers and logs mask
 * them. One open request per mobile: a PENDING or APPROVED one blocks another (409), a REJECTED
 * one does not, so someone rejected may ask again (docs/decisions.md).
 */
export const joinUs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('join_us_files')
      .addColumn('id', 'char(32)', (col) => col.primaryKey())
      .addColumn('owner_mobile', 'text', (col) => col.notNull())
      .addColumn('brand', 'text', (col) => col.notNull())
      .addColumn('file_type', 'text', (col) =>
        col
          .notNull()
          .check(
            sql`file_type in ('PAN', 'AADHAAR_FRONT', 'AADHAAR_BACK', 'GST', 'CANCELLED_CHEQUE', 'SHOP_PHOTO', 'COUNTER_PHOTO')`,
          ),
      )
      .addColumn('storage_key', 'text', (col) => col.notNull().unique())
      .addColumn('content_type', 'text', (col) =>
        col.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'application/pdf')`),
      )
      .addColumn('size_bytes', 'bigint', (col) => col.notNull().check(sql`size_bytes > 0`))
      .addColumn('sha256', 'char(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('join_us_files_owner')
      .on('join_us_files')
      .column('owner_mobile')
      .execute();

    await db.schema
      .createTable('join_us_requests')
      .addColumn('id', 'char(32)', (col) => col.primaryKey())
      .addColumn('mobile', 'text', (col) => col.notNull())
      .addColumn('brand', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('business_name', 'text')
      .addColumn('gst_number', 'text')
      .addColumn('pan_number', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('pincode', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('bank_name', 'text', (col) => col.notNull())
      .addColumn('account_number', 'text', (col) => col.notNull())
      .addColumn('ifsc', 'text', (col) => col.notNull())
      .addColumn('pan', 'char(32)', (col) => col.notNull().references('join_us_files.id'))
      .addColumn('aadhaar_front', 'char(32)', (col) => col.notNull().references('join_us_files.id'))
      .addColumn('aadhaar_back', 'char(32)', (col) => col.notNull().references('join_us_files.id'))
      .addColumn('gst', 'char(32)', (col) => col.references('join_us_files.id'))
      .addColumn('cancelled_cheque', 'char(32)', (col) =>
        col.notNull().references('join_us_files.id'),
      )
      .addColumn('shop_photo', 'char(32)', (col) => col.references('join_us_files.id'))
      .addColumn('counter_photo', 'char(32)', (col) => col.references('join_us_files.id'))
      .addColumn('referred_by', 'text')
      .addColumn('utm_id', 'text')
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('PENDING', 'APPROVED', 'REJECTED')`),
      )
      .addColumn('reason', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decided_by', 'uuid', (col) => col.references('users.id'))
      .addColumn('partner_id', 'uuid', (col) => col.references('users.id'))
      .addCheckConstraint(
        'join_us_requests_reason',
        sql`(status = 'REJECTED') = (reason is not null)`,
      )
      .addCheckConstraint(
        'join_us_requests_decided',
        sql`(status = 'PENDING') = (decided_at is null)`,
      )
      .addCheckConstraint(
        'join_us_requests_partner',
        sql`(status = 'APPROVED') = (partner_id is not null)`,
      )
      .execute();
    // One open (PENDING or APPROVED) request per mobile; rejected ones may be asked again.
    await sql`create unique index join_us_requests_one_open on join_us_requests (mobile) where status <> 'REJECTED'`.execute(
      db,
    );
    await db.schema
      .createIndex('join_us_requests_mobile_newest')
      .on('join_us_requests')
      .columns(['mobile', 'created_at desc'])
      .execute();
  },
};
