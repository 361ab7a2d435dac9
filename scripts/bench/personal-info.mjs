// The personal details the save benchmark sends again and again: a whole section as the KYC
// step saves it, into demo application 2 (server/db/demo-applications.ts holds the same
// borrower). A section may name only its own application's files, so the ids are that
// application's seeded documents: server/db/demo-files.ts demoFileId(2, slot), written out here
// because the benchmark runs in plain Node (tests/api/demo-documents.test.ts checks they match).
const demoFileId = (slot) => `demo02${slot.toLowerCase()}`.padEnd(32, '0');

export const PERSONAL_INFO = {
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
  pan: demoFileId('pan'),
  aadhaar_front: demoFileId('aadhaarFront'),
  aadhaar_back: demoFileId('aadhaarBack'),
  bank_name: 'State Bank of India',
  statement_bank_id: 'SBIN',
  bank_statement: [demoFileId('bankStatement')],
  bank_account_type: 'SAVINGS_ACCOUNT',
};
