import { passwordStrength, type PasswordStrengthLabel } from '@lp/contract';
import * as passwordFieldMessages from '@lp/locales/en/ui-password-field';
import en from '@lp/locales/en/ui-password-field';
import { useMemo, type ComponentProps } from 'react';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

/** The words the meter shows for each level (spec 1 §5). */
export const defaultStrengthLabels: Record<PasswordStrengthLabel, string> = strengthLabelsOf(en);

function strengthLabelsOf(text: typeof en): Record<PasswordStrengthLabel, string> {
  return { weak: text.weak, fair: text.fair, good: text.good, strong: text.strong };
}

/** The meter's words in the tree's language. */
export function useStrengthLabels(): Record<PasswordStrengthLabel, string> {
  const text = useMessages(passwordFieldMessages);
  return useMemo(() => strengthLabelsOf(text), [text]);
}

const levelBars: Record<PasswordStrengthLabel, number> = { weak: 1, fair: 2, good: 3, strong: 4 };

export interface PasswordStrengthMeterProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The password to rate. */
  password: string;
  /** Words for each level. @default Weak, Fair, Good, Strong */
  labels?: Record<PasswordStrengthLabel, string>;
  /** Name of the meter. @default 'Password strength' */
  meterLabel?: string;
}

/** Five rules (8+ characters, upper case, lower case, number, special); under 40% Weak, under 60% Fair, under 80% Good, else Strong. */
export function PasswordStrengthMeter({
  password,
  labels: labelsProp,
  meterLabel: meterLabelProp,
  className,
  ...props
}: PasswordStrengthMeterProps) {
  const text = useMessages(passwordFieldMessages);
  const defaultLabels = useStrengthLabels();
  const labels = labelsProp ?? defaultLabels;
  const meterLabel = meterLabelProp ?? text.meterLabel;
  const strength = passwordStrength(password);
  const word = labels[strength.label];
  const filled = levelBars[strength.label];
  // "Password strength: Weak", the word in bold wherever the language puts it.
  const [before = '', after = ''] = text
    .meterText({ label: meterLabel, strength: '\u0000' })
    .split('\u0000');
  return (
    <div
      data-slot="password-strength"
      data-strength={strength.label}
      className={cn('grid gap-1', className)}
      {...props}
    >
      <div
        role="meter"
        aria-label={meterLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(strength.score * 100)}
        aria-valuetext={word}
        className="grid grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            data-slot="password-strength-bar"
            data-filled={bar <= filled || undefined}
            className={cn(
              'h-1.5 rounded-full forced-colors:border forced-colors:border-[CanvasText]',
              'data-filled:forced-colors:bg-[CanvasText]',
              bar <= filled
                ? {
                    weak: 'bg-danger',
                    fair: 'bg-warning',
                    good: 'bg-info',
                    strong: 'bg-success',
                  }[strength.label]
                : 'bg-surface-sunken',
            )}
          />
        ))}
      </div>
      <p data-slot="password-strength-label" aria-live="polite" className="text-xs text-text-muted">
        {before}
        <span className="font-semibold text-text">{word}</span>
        {after}
      </p>
    </div>
  );
}
