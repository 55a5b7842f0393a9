import { useId, type ReactNode } from 'react';

// A section's choices as the browser's own inputs, for the page the server drew before its
// script has run: the ui switches and radio buttons are buttons that need the script to
// change, while these change by themselves and the section's form posts them (intent and
// names as the script's calls send). Once the script runs, the section shows its ui controls.

const INPUT_CLASS =
  'mt-0.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export interface PlainRadiosProps {
  /** The group's visible name. */
  label: ReactNode;
  /** The field the form posts. */
  name: string;
  options: { value: string; label: ReactNode; description?: ReactNode }[];
  /** The choice checked at first. */
  defaultValue: string;
}

/** One choice of a few as native radio buttons, in a fieldset named by its legend. */
export function PlainRadios({ label, name, options, defaultValue }: PlainRadiosProps) {
  const id = useId();
  return (
    <fieldset data-slot="plain-radios" className="grid gap-1.5 font-sans">
      <legend className="mb-1.5 text-sm font-medium text-text">{label}</legend>
      <div className="flex flex-row flex-wrap gap-x-5 gap-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-2">
            <input
              type="radio"
              id={`${id}${option.value}`}
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              aria-describedby={option.description ? `${id}${option.value}-hint` : undefined}
              className={INPUT_CLASS}
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${id}${option.value}`} className="cursor-pointer text-sm text-text">
                {option.label}
              </label>
              {option.description ? (
                <p id={`${id}${option.value}-hint`} className="text-sm text-text-muted">
                  {option.description}
                </p>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export interface PlainCheckboxProps {
  /** The field the form posts (`on` when checked; left out when not). */
  name: string;
  label: ReactNode;
  description?: ReactNode;
  defaultChecked: boolean;
}

/** An on/off choice as a native checkbox, its label and description beside it. */
export function PlainCheckbox({ name, label, description, defaultChecked }: PlainCheckboxProps) {
  const id = useId();
  return (
    <div data-slot="plain-checkbox" className="flex items-start justify-between gap-3 font-sans">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-text">
          {label}
        </label>
        {description ? (
          <p id={`${id}hint`} className="text-sm text-text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <input
        type="checkbox"
        id={id}
        name={name}
        value="on"
        defaultChecked={defaultChecked}
        aria-describedby={description ? `${id}hint` : undefined}
        className={INPUT_CLASS}
      />
    </div>
  );
}
