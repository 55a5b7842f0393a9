import * as colorFieldMessages from '@lp/locales/en/ui-color-field';
import { motionTokens } from '@lp/tokens';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { FieldFrame, fieldControlVariants, useField } from '../field';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

/** The colour the native picker can show for any text: #rrggbb for #rgb/#rrggbb input, else black. */
export function toPickerHex(value: string): string {
  const text = value.trim();
  const long = /^#?([0-9a-f]{6})$/i.exec(text);
  if (long) return `#${long[1]!.toLowerCase()}`;
  const short = /^#?([0-9a-f]{3})$/i.exec(text);
  if (short) {
    const [r, g, b] = short[1]!.toLowerCase();
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  return '#000000';
}

export type ClipboardWrite = (text: string) => Promise<void>;

const defaultClipboardWrite: ClipboardWrite = (text) => navigator.clipboard.writeText(text);

export interface UseCopyToClipboardOptions {
  /** Writes the text; injectable for tests and hosts without the Clipboard API. @default navigator.clipboard.writeText */
  write?: ClipboardWrite;
  /** How long 'Copied' shows, in ms. @default motionTokens.delay['copy-confirmation'] (2000) */
  resetAfter?: number;
}

/** Copies text and reports `copied` for a while. A failed copy is only logged (spec 2 §8). */
export function useCopyToClipboard({
  write = defaultClipboardWrite,
  resetAfter = motionTokens.delay['copy-confirmation'],
}: UseCopyToClipboardOptions = {}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    try {
      await write(text);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), resetAfter);
    return true;
  };
  return { copied, copy };
}

export interface ColorFieldProps
  extends
    Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'size'>,
    UseCopyToClipboardOptions {
  /** The visible name, for example 'Primary Color'. */
  label: string;
  /** Help text between the label and the inputs, read with the text field. */
  description?: ReactNode;
  /** The validation message; marks the text field invalid and is read with it. */
  error?: ReactNode;
  /** Controlled colour text. */
  value?: string;
  /** Initial colour text when uncontrolled. @default '#000000' */
  defaultValue?: string;
  /** Called with the new text from the picker or the text field (any text is accepted, spec 2 §5). */
  onValueChange?: (value: string) => void;
  /** Name of the native colour picker. @default `${label} picker` */
  pickerLabel?: string;
  /** Text of the copy button. @default 'Copy' */
  copyLabel?: string;
  /** Text of the copy button after a copy. @default 'Copied' */
  copiedLabel?: string;
  /** Class names of the field's outer column. */
  containerClassName?: string;
}

/** A colour: native picker, free hex text field and a copy button that confirms with 'Copied' for 2 s. */
export function ColorField({
  label,
  description,
  error,
  value: valueProp,
  defaultValue = '#000000',
  onValueChange,
  pickerLabel,
  copyLabel: copyLabelProp,
  copiedLabel: copiedLabelProp,
  write,
  resetAfter,
  id,
  required = false,
  disabled = false,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: ColorFieldProps) {
  const text = useMessages(colorFieldMessages);
  const copyLabel = copyLabelProp ?? text.copyLabel;
  const copiedLabel = copiedLabelProp ?? text.copiedLabel;
  const [innerValue, setInnerValue] = useState(defaultValue);
  const value = valueProp ?? innerValue;
  const setValue = (next: string) => {
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };
  const { copied, copy } = useCopyToClipboard({ write, resetAfter });
  const field = useField({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    required,
    'aria-describedby': describedBy,
  });
  const { 'aria-required': _ariaRequired, ...controlProps } = field.controlProps;
  return (
    <FieldFrame
      field={field}
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      className={containerClassName}
    >
      <div data-slot="color-field" className="flex items-center gap-2">
        <input
          type="color"
          data-slot="color-field-picker"
          aria-label={pickerLabel ?? text.pickerLabel({ label })}
          value={toPickerHex(value)}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
          className={cn(
            'h-10 w-12 shrink-0 cursor-pointer rounded-md border border-border-strong bg-surface p-1',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-60',
            'forced-colors:border-[ButtonText]',
          )}
        />
        <input
          type="text"
          data-slot="color-field-text"
          spellCheck={false}
          autoComplete="off"
          required={required}
          disabled={disabled}
          className={cn(fieldControlVariants(), 'flex-1 font-mono', className)}
          {...controlProps}
          {...props}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="button"
          data-slot="color-field-copy"
          data-copied={copied || undefined}
          disabled={disabled}
          onClick={() => void copy(value)}
          className={cn(
            'inline-flex h-10 shrink-0 cursor-pointer items-center rounded-md border border-border-strong bg-surface px-3 text-sm font-medium text-text',
            'hover:bg-surface-raised data-copied:border-success',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-50',
            'forced-colors:border-[ButtonText]',
          )}
        >
          <span aria-hidden="true">{copied ? copiedLabel : copyLabel}</span>
          <span className="sr-only">
            {text.buttonName({ action: copied ? copiedLabel : copyLabel, label })}
          </span>
        </button>
        <span role="status" className="sr-only">
          {copied ? copiedLabel : ''}
        </span>
      </div>
    </FieldFrame>
  );
}
