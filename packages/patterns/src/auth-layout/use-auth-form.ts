import { validationMessages } from '@lp/contract';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { AuthFormProps } from './auth-form';

/** Keys of the contract's validation messages; a block's `messages` prop overrides any of them. */
export type ValidationMessageKey = keyof typeof validationMessages;

/** Deployment overrides of the spec's validation messages, keyed like the contract's `validationMessages`. */
export type ValidationMessageOverrides = Partial<Record<ValidationMessageKey, string>>;

/**
 * Swaps each message of the contract for the deployment's override of it, if any; a message
 * without one goes through `translate` (the contract's English in the page's language).
 */
export function overrideMessages<Field extends string>(
  errors: Partial<Record<Field, string>>,
  overrides: ValidationMessageOverrides | undefined,
  translate?: (english: string) => string,
): Partial<Record<Field, string>> {
  if (!overrides && !translate) return errors;
  const result: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string][]) {
    const key = (Object.keys(validationMessages) as ValidationMessageKey[]).find(
      (k) => validationMessages[k] === message,
    );
    const override = key && overrides?.[key];
    result[field] = override || (translate ? translate(message) : message);
  }
  return result;
}

export interface UseAuthFormOptions<
  Values extends Record<keyof Values, string>,
  Field extends string,
> extends Pick<
  AuthFormProps<Values>,
  'values' | 'onValuesChange' | 'onSubmit' | 'submitting' | 'failureMessage' | 'messages'
> {
  /** Starting values of an uncontrolled form. */
  defaultValues: Values;
  /** The contract's validator for this form. */
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** Error keys in the order of the fields on screen: the first invalid one gets focus. */
  fieldOrder: readonly Field[];
  /** The input `name` that an error key focuses, when they differ. @default the key itself */
  inputFor?: (field: Field, values: Values) => string;
  /**
   * Turns a validation message of the contract (English) into the page's language; a message
   * the deployment overrides through `messages` is shown as given. @default the message itself
   */
  translateMessage?: (english: string) => string;
}

/**
 * The shared behaviour of the auth forms: values (controlled or not), validation on submit with
 * the contract's rules, focus on the first invalid field, and the in-progress state. Values are
 * never cleared, so nothing typed is lost when the server says no.
 */
export function useAuthForm<Values extends Record<keyof Values, string>, Field extends string>({
  defaultValues,
  values: controlledValues,
  onValuesChange,
  validate,
  fieldOrder,
  inputFor,
  messages,
  translateMessage,
  onSubmit,
  submitting = false,
  failureMessage,
}: UseAuthFormOptions<Values, Field>) {
  const [ownValues, setOwnValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const values = controlledValues ?? ownValues;
  const busy = submitting || pending;

  // Focus after the render that shows the messages, so the field is announced with its error.
  useEffect(() => {
    if (!focusRequest) return;
    const element = formRef.current?.elements.namedItem(focusRequest.name);
    if (element instanceof HTMLElement) element.focus();
  }, [focusRequest]);

  function setValue(field: keyof Values & string, value: string) {
    const next = { ...values, [field]: value };
    if (controlledValues === undefined) setOwnValues(next);
    onValuesChange?.(next);
    if (errors[field as unknown as Field]) {
      setErrors((current) => {
        const rest = { ...current };
        delete rest[field as unknown as Field];
        return rest;
      });
    }
  }

  /** What an input of a value needs: its name (the value's key), value, change handler and message. */
  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
      error: (errors as Partial<Record<string, string>>)[name],
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = overrideMessages(validate(values), messages, translateMessage);
    setErrors(found);
    setFailure(undefined);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      setFocusRequest({ name: inputFor ? inputFor(first, values) : first });
      return;
    }
    const result = onSubmit?.(values);
    if (result instanceof Promise) {
      setPending(true);
      try {
        await result;
      } catch {
        setFailure(failureMessage);
      } finally {
        setPending(false);
      }
    }
  }

  return {
    values,
    errors,
    field,
    busy,
    failure,
    // POST: a form sent before the app has started (a page the server drew, decision 0018)
    // must not put what was typed, a password among it, into an address.
    formProps: { ref: formRef, method: 'post', noValidate: true, onSubmit: handleSubmit },
  };
}
