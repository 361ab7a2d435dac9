// A partner's token (the demo partner's, or any partner's by mobile), obtained as a person
// would: send the OTP, read it from the dev outbox, verify it. Neither the code nor the token
// is ever printed.
export const DEMO_PARTNER_MOBILE = '9876543210';

async function api(url, path, init = {}) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json();
  if (response.status !== 200) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${body.message}`);
  }
  return body.data;
}

/** The login token of the partner with this mobile (the outbox's newest code for it). */
export async function loginPartner(url, mobile) {
  const sent = await api(url, '/api/v1/auth/send-otp', {
    method: 'POST',
    headers: { 'x-lk-client': 'WEB_APP' },
    body: JSON.stringify({ mobile, hostname: 'localhost' }),
  });
  const outbox = await api(url, '/api/dev/outbox');
  const sms = outbox.find((entry) => entry.mobile === mobile);
  const otp = /\b(\d{6})\b/.exec(sms?.message ?? '')?.[1];
  if (!otp) throw new Error(`The dev outbox holds no code for ${mobile}`);
  const verified = await api(url, '/api/v1/auth/verify-otp', {
    method: 'POST',
    body: JSON.stringify({ session_id: sent.session_id, otp }),
  });
  return verified.token;
}

export function loginDemoPartner(url) {
  return loginPartner(url, DEMO_PARTNER_MOBILE);
}
