/** Where the test co-applicant lives and with whom, the same in every form of them. */
export const CO_APPLICANT_HOME = {
  gender: 'MALE',
  marital_status: 'MARRIED',
  spouse_name: 'Asha Verma',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  address: '12 MG Road, Shivajinagar',
  address_type: 'RENTED',
} as const;

/**
 * A co-applicant as their form holds them once filled in (capture-app §3): text as typed, the
 * date DD-MM-YYYY, numbers as digits, no bank. The file fields hold placeholders; a test with a
 * server puts real uploads' ids in their place.
 */
export const CO_APPLICANT_TYPED = {
  name: 'Ravi Verma',
  mobile: '9812345670',
  shareholding_percentage: '40',
  dob: '12-04-1988',
  ...CO_APPLICANT_HOME,
  years_of_residence: '4',
  pan_number: 'ABCPV1234K',
  pan: 'pan-1',
  aadhaar_front: 'aadhaar-front-1',
  aadhaar_back: 'aadhaar-back-1',
} as const;
