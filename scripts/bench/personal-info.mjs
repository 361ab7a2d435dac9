// The personal details the save benchmark sends again and again: a whole section as the KYC
// step saves it (server/db/demo-applications.ts holds the same borrower).
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
  pan: 'demo-file-pan',
  aadhaar_front: 'demo-file-aadhaar-front',
  aadhaar_back: 'demo-file-aadhaar-back',
  bank_name: 'State Bank of India',
  statement_bank_id: 'SBIN',
  bank_statement: ['demo-file-bank-statement'],
  bank_account_type: 'SAVINGS_ACCOUNT',
};
