import type { Language } from '../i18n/language';
import type { Runtime } from './runtime';
import { unwrap } from './api/unwrap';

/**
 * Keeps a logged-in partner's language on their account too (issue 32 item 5), so their SMS come
 * in it and another device opens in it. A guest or a signed-out device has no account: the
 * device's memory is all. A failure (offline) is left for the next choice; the device remembers.
 */
export async function saveLanguageOnAccount(
  { client, tokens }: Pick<Runtime, 'client' | 'tokens'>,
  language: Language,
): Promise<void> {
  if (tokens.getLoginToken() === null) return;
  await unwrap(client.PATCH('/v1/user/me', { body: { language } }));
  const profile = tokens.getProfile();
  if (profile) tokens.setProfile({ ...profile, language });
}
