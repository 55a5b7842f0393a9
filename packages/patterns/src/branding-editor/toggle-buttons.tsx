import { Button, cn } from '@lp/ui';
import { useId } from 'react';

export interface ToggleButtonsProps<Value extends string> {
  /** The group's visible name. */
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onValueChange: (value: Value) => void;
  className?: string;
}

/** A row of buttons of which one is pressed (`aria-pressed`), named by a visible label. */
export function ToggleButtons<Value extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
}: ToggleButtonsProps<Value>) {
  const labelId = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-1">
        {options.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={option.value === value ? 'primary' : 'outline'}
            aria-pressed={option.value === value}
            onClick={() => onValueChange(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
