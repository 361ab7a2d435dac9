import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
// Sonner's own CSS as a stylesheet: the build stops it injecting an inline <style> (CSP).
import 'sonner/dist/styles.css';
import { vars } from '../../brands/theme.css';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './toasts';
import * as styles from './toaster.css';

// Sonner reads its colours from these custom properties; pointing them at the theme keeps
// toasts in the brand's colours and at the theme's checked contrast.
const themed = {
  '--normal-bg': vars.color.surface,
  '--normal-text': vars.color.text,
  '--normal-border': vars.color.divider,
  '--success-bg': vars.color.successSoft,
  '--success-text': vars.color.success,
  '--success-border': vars.color.success,
  '--error-bg': vars.color.dangerSoft,
  '--error-text': vars.color.danger,
  '--error-border': vars.color.danger,
  '--warning-bg': vars.color.warningSoft,
  '--warning-text': vars.color.warning,
  '--warning-border': vars.color.warning,
  '--info-bg': vars.color.primarySoft,
  '--info-text': vars.color.text,
  '--info-border': vars.color.primary,
  '--border-radius': vars.radius.md,
  fontFamily: vars.font.body,
} as CSSProperties;

/**
 * Mount once at the app's root; raise toasts with `notify` from ./toasts. At the bottom of the
 * screen, as phones place them: at the top a toast covered the header and the page's heading
 * (issue 18 §5), which say where the person is.
 */
export function Toaster() {
  const { t } = useLingui();
  return (
    <SonnerToaster
      position="bottom-center"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      containerAriaLabel={t`Notifications`}
      style={themed}
      toastOptions={{
        closeButtonAriaLabel: t`Close notification`,
        classNames: { toast: styles.toast, closeButton: styles.closeButton },
      }}
    />
  );
}
