import {
  SearchableSelect,
  type SearchableSelectProps,
  type SelectOption,
} from './SearchableSelect';

export type { SelectOption } from './SearchableSelect';

/** Lists longer than this get a search box (banks, industries); short ones are picked at a glance. */
export const SEARCH_FROM_OPTIONS = 8;

export type SelectFieldProps = Omit<SearchableSelectProps, 'searchable'> & {
  /** Defaults to a search box only for long lists. */
  searchable?: boolean;
};

/** A labelled choice from a list: the kit's one select, searchable when the list is long. */
export function SelectField({ options, searchable, ...props }: SelectFieldProps) {
  return (
    <SearchableSelect
      options={options}
      searchable={searchable ?? options.length > SEARCH_FROM_OPTIONS}
      {...props}
    />
  );
}

/** Options from an enumeration and its labels (src/domain/enums.ts). */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
