import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { CheckIcon } from './icons';
import * as styles from './select.css';
import { useDebouncedValue } from './use-debounced-value';

export interface SelectOption {
  value: string;
  label: string;
}

/** Spec §9: the select's search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface OptionListProps {
  options: readonly SelectOption[];
  value: string;
  label: string;
  searchable: boolean;
  placement: 'popover' | 'sheet';
  onChoose: (value: string) => void;
  /** Tab leaves the list the way it leaves a native select. */
  onTab?: () => void;
  /** Gets the element that should take focus when the list opens. */
  focusRef: Ref<HTMLElement>;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('en-IN');

/**
 * The search box and listbox inside a select's popover or sheet. Focus stays on the search box
 * (or on the listbox when there is no search) and aria-activedescendant marks the highlighted
 * option, so arrow keys, Home/End and Enter work without moving focus.
 */
export function OptionList({
  options,
  value,
  label,
  searchable,
  placement,
  onChoose,
  onTab,
  focusRef,
}: OptionListProps) {
  const listId = useId();
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [activeValue, setActiveValue] = useState(value);

  const indexed = useMemo(
    () => options.map((option, index) => ({ ...option, id: `${listId}-${index}` })),
    [options, listId],
  );
  const shown = useMemo(() => {
    const needle = normalise(debouncedQuery);
    return needle ? indexed.filter((option) => normalise(option.label).includes(needle)) : indexed;
  }, [indexed, debouncedQuery]);

  const activeIndex = Math.max(
    0,
    shown.findIndex((option) => option.value === activeValue),
  );
  const active = shown[activeIndex];

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const moveTo = (index: number) => {
    const target = shown[Math.max(0, Math.min(index, shown.length - 1))];
    if (target) setActiveValue(target.value);
  };

  const typeahead = (key: string) => {
    const needle = normalise(key);
    const after = shown.slice(activeIndex + 1).concat(shown.slice(0, activeIndex + 1));
    const match = after.find((option) => normalise(option.label).startsWith(needle));
    if (match) setActiveValue(match.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const pageSize = 5;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'PageDown':
        moveTo(activeIndex + pageSize);
        break;
      case 'PageUp':
        moveTo(activeIndex - pageSize);
        break;
      case 'Home':
        // In the search box Home/End move the caret.
        if (searchable) return;
        moveTo(0);
        break;
      case 'End':
        if (searchable) return;
        moveTo(shown.length - 1);
        break;
      case 'Enter':
        if (active) onChoose(active.value);
        break;
      case 'Tab':
        onTab?.();
        return;
      default:
        if (!searchable && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
          typeahead(event.key);
          break;
        }
        return;
    }
    event.preventDefault();
  };

  const activeDescendant = active ? active.id : undefined;
  const listClass = `${styles.listbox} ${
    placement === 'sheet' ? styles.listboxInSheet : styles.listboxInPopover
  }`;

  return (
    <div className={styles.panel}>
      {searchable ? (
        <input
          ref={focusRef as Ref<HTMLInputElement>}
          className={styles.search}
          type="text"
          role="combobox"
          aria-label={t`Search ${label}`}
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          placeholder={t`Search`}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="done"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleKeyDown}
        />
      ) : null}
      <div
        ref={searchable ? undefined : (focusRef as Ref<HTMLDivElement>)}
        id={listId}
        role="listbox"
        aria-label={label}
        className={listClass}
        hidden={shown.length === 0}
        tabIndex={searchable ? -1 : 0}
        aria-activedescendant={searchable ? undefined : activeDescendant}
        onKeyDown={searchable ? undefined : handleKeyDown}
      >
        {shown.map((option) => (
          <div
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={option.value === value}
            data-active={option.id === activeDescendant}
            className={styles.option}
            // Keep focus in the search box while the pointer picks an option.
            onMouseDown={(event) => event.preventDefault()}
            onPointerMove={() => setActiveValue(option.value)}
            onClick={() => onChoose(option.value)}
          >
            <span>{option.label}</span>
            {option.value === value ? <CheckIcon /> : null}
          </div>
        ))}
      </div>
      <p role="status" className={styles.empty}>
        {shown.length === 0 ? t`No options found` : ''}
      </p>
    </div>
  );
}
