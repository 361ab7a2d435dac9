import { useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './Button';
import * as fieldStyles from './field.css';
import type { FieldProps } from './FieldBox';
import { FieldMessages } from './FieldMessages';
import { ChevronDownIcon, CloseIcon } from './icons';
import { SELECT_POPOVER_SCREEN } from './layout';
import { OptionList, type SelectOption } from './OptionList';
import * as styles from './select.css';
import { Sheet } from './Sheet';
import { useFieldIds } from './use-field-ids';
import { useMediaQuery } from './use-media-query';
import './csp-nonce';

export type { SelectOption } from './OptionList';

export interface SearchableSelectProps extends FieldProps {
  options: readonly SelectOption[];
  /** The chosen option's value; '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shows a search box above the list (default true). */
  searchable?: boolean;
}

/**
 * A dropdown with optional search: a popover under the field from 576 px, a bottom sheet
 * titled with its field ("Select Bank Name") below that (spec §2, §9). The field shows a clear icon once a value is chosen.
 */
export function SearchableSelect({
  options,
  value,
  onChange,
  label,
  placeholder,
  searchable = true,
  error,
  hint,
  disabled,
  id,
}: SearchableSelectProps) {
  const { t } = useLingui();
  const isWide = useMediaQuery(SELECT_POPOVER_SCREEN);
  const [open, setOpen] = useState(false);
  const { control, hintId, errorId } = useFieldIds(id, hint, error);
  const labelId = useId();
  const valueId = useId();
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusRef = useRef<HTMLElement>(null);
  // Set when focus already went somewhere on purpose (Tab, a click outside): closing must not
  // pull it back to the field.
  const keepFocusWhereItIs = useRef(false);

  const selected = options.find((option) => option.value === value);

  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
  };

  const focusList = (event: Event) => {
    event.preventDefault();
    focusRef.current?.focus();
  };
  // On a phone, focus in the search box would open the keyboard over half the list before the
  // partner asked to type (issue 18): the sheet takes focus itself; a tap on Search types.
  const focusSheet = (event: Event) => {
    event.preventDefault();
    document.getElementById(panelId)?.focus();
  };

  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (!keepFocusWhereItIs.current) triggerRef.current?.focus();
    keepFocusWhereItIs.current = false;
  };

  const leaveByTab = () => {
    // Focus the field first and let the browser's own Tab move on from there.
    keepFocusWhereItIs.current = true;
    triggerRef.current?.focus();
    setOpen(false);
  };

  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const list = (
    <OptionList
      options={options}
      value={value}
      label={label}
      searchable={searchable}
      placement={isWide ? 'popover' : 'sheet'}
      onChoose={choose}
      onTab={isWide ? leaveByTab : undefined}
      focusRef={focusRef}
    />
  );

  return (
    <div className={fieldStyles.field}>
      <Popover.Root open={open && isWide} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div
            ref={anchorRef}
            className={fieldStyles.box}
            data-invalid={Boolean(error)}
            data-disabled={Boolean(disabled)}
          >
            <button
              ref={triggerRef}
              {...control}
              type="button"
              className={`${fieldStyles.control} ${styles.trigger}`}
              aria-labelledby={`${labelId} ${valueId}`}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              disabled={disabled}
              onClick={() => setOpen((isOpen) => !isOpen)}
              onKeyDown={openFromKeyboard}
            >
              <span
                id={valueId}
                className={`${styles.valueText} ${selected ? '' : styles.placeholder}`}
              >
                {selected?.label ?? placeholder ?? ''}
              </span>
            </button>
            <span
              id={labelId}
              className={fieldStyles.label}
              data-floating={Boolean(selected || placeholder)}
            >
              {label}
            </span>
            <span className={styles.icons}>
              {selected && !disabled ? (
                <Button
                  variant="ghostBlack"
                  size="icon"
                  className={styles.clear}
                  aria-label={t`Clear`}
                  onClick={() => {
                    onChange('');
                    triggerRef.current?.focus();
                  }}
                >
                  <CloseIcon width={16} height={16} />
                </Button>
              ) : null}
              <ChevronDownIcon className={styles.chevron} />
            </span>
          </div>
        </Popover.Anchor>
        {isWide ? (
          <Popover.Portal>
            <Popover.Content
              id={panelId}
              aria-label={label}
              className={styles.popover}
              align="start"
              sideOffset={4}
              collisionPadding={8}
              onOpenAutoFocus={focusList}
              onCloseAutoFocus={returnFocus}
              onInteractOutside={(event) => {
                // The field itself toggles the popover; anything else moves focus away.
                if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
                else keepFocusWhereItIs.current = true;
              }}
            >
              {list}
            </Popover.Content>
          </Popover.Portal>
        ) : null}
      </Popover.Root>
      {isWide ? null : (
        <Sheet
          open={open}
          onOpenChange={setOpen}
          title={t`Select ${label}`}
          id={panelId}
          onOpenAutoFocus={searchable ? focusSheet : focusList}
          onCloseAutoFocus={returnFocus}
        >
          {list}
        </Sheet>
      )}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
