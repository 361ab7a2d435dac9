// The capture wizard's later writes, measured on demo application 3 (Kavya Reddy, salaried,
// home loan, work saved: server/db/demo-applications.ts). Before they are measured the
// application is brought to an approved loan offer through the API, as the wizard brings it: its
// first step given a PAN (the sandbox bureau approves this one: docs/rules-engine.md), its
// references saved, and the rules engine run. Every call here may be repeated on the same
// database (the rules' first run is kept, a second POST reads it back).
const DEMO_APPLICATION_TO_OFFER = `demo${'3'.padStart(28, '0')}`;

/** An approving test PAN (README, "Rules engine test PANs"). */
const APPROVED_PAN = 'ABCPQ1234R';

/** What the references step saves again and again: two references, replacing the list. */
export const REFERENCES = {
  references: [
    {
      type: 'PERSONAL_REFERENCE',
      name: 'Meena Rao',
      phone: '9876501234',
      address: '14, 2nd Cross, Jayanagar, Bangalore',
    },
    {
      type: 'BUSINESS_REFERENCE',
      name: 'Suresh Iyer',
      phone: '9876501235',
      address: '7, MG Road, Bangalore',
      company_name: 'Iyer Traders',
    },
  ],
};

async function api(url, token, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200) {
    throw new Error(`${method} ${path} answered ${response.status}: ${answer.message}`);
  }
  return answer.data;
}

/**
 * Brings demo application 3 to an approved offer and returns the two writes to measure: saving
 * its references, and an edit of its offer (a smaller amount and a shorter tenure), which the
 * server recomputes from the facts it kept.
 */
export async function prepareOfferWrites(url, token) {
  const id = DEMO_APPLICATION_TO_OFFER;
  await api(url, token, 'PATCH', `/api/v1/loan-application/${id}`, {
    name: 'Kavya Reddy',
    mobile: '9000000003',
    pan_number: APPROVED_PAN,
    job_type: 'SALARIED',
    loan_type: 'HOME_LOAN',
    terms_accepted: true,
    bureau_consent: true,
  });
  await api(url, token, 'POST', `/api/v1/loan-application/${id}/reference`, REFERENCES);
  const { bre_info: offer } = await api(url, token, 'POST', '/api/v1/bureau/bre/loankone', {
    application_id: id,
  });
  if (offer.decision !== 'APPROVED') {
    throw new Error(`The rules engine answered ${offer.decision} for the benchmark's PAN`);
  }
  const edit = {
    application_id: id,
    updated_info: {
      selected_loan_amount: Math.floor((offer.suggested_loan_amount * 0.8) / 1000) * 1000,
      max_tenure_allowed: Math.max(12, offer.max_tenure_allowed - 12),
    },
    is_accepted: false,
  };
  return {
    references: { path: `/api/v1/loan-application/${id}/reference`, body: REFERENCES },
    offerEdit: { path: '/api/v1/bureau/bre/loankone', body: edit },
  };
}
