// The personal details the save benchmark sends again and again: a whole section as the KYC
// step saves it, into demo application 2 (server/db/demo-applications.ts holds the same
// borrower). A section may name only its own application's files, so the ids are that
// application's seeded documents: server/db/demo-files.ts demoFileId(2, slot), written out here
// because the benchmark runs in plain Node (tests/api/demo-documents.test.ts checks they match).
const demoFileId = (slot) => `demo02${slot.toLowerCase()}`.padEnd(32, '0');

/** The same section naming another application's files: fileId(slot) is that file's id. */
export const personalInfoWith = (fileId) => ({
  name: 'Arjun Nair',
  email: 'arjun@example.com',
  dob: '1990-06-15',
  gender: 'MALE',
  marital_status: 'UNMARRIED',
  mothers_name: 'Lakshmi Devi',
  pincode: '560001',
  city: 'Bangalore',
  state: 'Karnataka',
  address: '12, 4th Main Road, Indiranagar',
  years_of_residence: 5,
  address_type: 'RENTED',
  pan: fileId('pan'),
  aadhaar_front: fileId('aadhaarFront'),
  aadhaar_back: fileId('aadhaarBack'),
  bank_name: 'State Bank of India',
  statement_bank_id: 'SBIN',
  bank_statement: [fileId('bankStatement')],
  bank_account_type: 'SAVINGS_ACCOUNT',
});

export const PERSONAL_INFO = personalInfoWith(demoFileId);
