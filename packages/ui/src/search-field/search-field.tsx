import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import * as searchFieldMessages from '@lp/locales/en/ui-search-field';
import { useMessages } from '../i18n';
import { Search, X } from '../icon';
import { cn } from '../lib/cn';
import { TextField, fieldIconButtonClasses, type TextFieldProps } from '../text-field';

export interface UseSearchFieldOptions {
  /** Controlled query. */
  value?: string;
  /** Initial query when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new query on every edit and when cleared. */
  onValueChange?: (value: string) => void;
  /** Called with the query when Enter is pressed (run the search). */
  onSearch?: (value: string) => void;
  /** Called after Escape has cleared the query (close the search box). */
  onEscape?: () => void;
}

/** Query state and keys of a search box: Enter searches; Escape clears, then blurs and calls `onEscape`. */
export function useSearchField({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  onEscape,
}: UseSearchFieldOptions) {
  const [innerValue, setInnerValue] = useState(defaultValue);
  const value = valueProp ?? innerValue;
  const setValue = (next: string) => {
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };
  return {
    value,
    clear: () => setValue(''),
    inputProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          onSearch?.(value);
        } else if (event.key === 'Escape') {
          // The browser's own Escape-clears on type=search would fire a second change.
          event.preventDefault();
          if (value !== '') setValue('');
          event.currentTarget.blur();
          onEscape?.();
        }
      },
    },
  };
}

function SearchIcon() {
  return <Search aria-hidden="true" />;
}

function ClearIcon() {
  return <X aria-hidden="true" />;
}

export interface SearchFieldProps
  extends
    Omit<TextFieldProps, 'type' | 'start' | 'end' | 'value' | 'defaultValue' | 'onChange'>,
    UseSearchFieldOptions {
  /** Name of the clear button. @default 'Clear search' */
  clearLabel?: string;
  /** `header` is the spec's 384 px desktop search box; `full` fills its container. @default 'full' */
  width?: 'full' | 'header';
}

/** A search box (type search) with a clear button; Enter searches, Escape clears and leaves. */
export function SearchField({
  value,
  defaultValue,
  onValueChange,
  onSearch,
  onEscape,
  clearLabel,
  width = 'full',
  disabled,
  className,
  containerClassName,
  onKeyDown,
  ...props
}: SearchFieldProps) {
  const text = useMessages(searchFieldMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearchField({ value, defaultValue, onValueChange, onSearch, onEscape });
  return (
    <TextField
      ref={inputRef}
      type="search"
      data-slot="search-field"
      autoComplete="off"
      disabled={disabled}
      containerClassName={cn(
        width === 'header' && 'w-(--lp-size-search-width) max-w-full',
        containerClassName,
      )}
      className={cn('[&::-webkit-search-cancel-button]:appearance-none', className)}
      start={<SearchIcon />}
      {...props}
      {...search.inputProps}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) search.inputProps.onKeyDown(event);
      }}
      end={
        search.value !== '' && !disabled ? (
          <button
            type="button"
            data-slot="search-field-clear"
            aria-label={clearLabel ?? text.clearLabel}
            className={fieldIconButtonClasses}
            onClick={() => {
              search.clear();
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </button>
        ) : undefined
      }
    />
  );
}
