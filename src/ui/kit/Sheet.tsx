import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { CloseIcon } from './icons';
import * as styles from './sheet.css';
import './csp-nonce';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Id of the dialog element, for a control that says it opens this sheet (aria-controls). */
  id?: string;
  /** Where focus goes on open; by default the first focusable element inside. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on close; by default back to what had it before the sheet opened. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A modal that slides up from the bottom (a centred card from 576 px), with a title and Close. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  id,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: SheetProps) {
  // Sheets are opened by ordinary buttons rather than a Radix trigger, so the sheet itself
  // remembers where focus was, to give it back on close.
  const opener = useRef<Element | null>(null);
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          className={styles.content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (opener.current instanceof HTMLElement && opener.current.isConnected) {
              opener.current.focus();
            }
          }}
          // Radix warns unless a sheet without a description opts out explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghostBlack" size="icon" aria-label={t`Close`}>
                <CloseIcon />
              </Button>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
