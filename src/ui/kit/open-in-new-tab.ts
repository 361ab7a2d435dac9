import { msg } from '@lingui/core/macro';

/** What View says when a document's link could not be had (worded with `i18n._`). */
export const VIEW_FAILED = msg`Could not open the file. Please try again.`;

/** Its English, for the views not yet translated. */
export const VIEW_FAILED_MESSAGE = VIEW_FAILED.message ?? '';

/**
 * Opens a link that is still to be fetched (a document's signed link) in a new tab: the tab is
 * opened during the click, while it still counts as the person's (popup blockers allow it), then
 * pointed at the link once it comes; closed again when the link cannot be had (false).
 */
export async function openInNewTab(link: () => Promise<string>): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const url = await link();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
    return true;
  } catch {
    tab?.close();
    return false;
  }
}
