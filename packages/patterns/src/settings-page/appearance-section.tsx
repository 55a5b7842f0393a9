import { Button, RadioGroup, RadioGroupItem } from '@lp/ui';
import { useState, type FormEvent } from 'react';
import { PlainRadios } from './plain-choices';
import { SettingsSection, type SectionResult } from './settings-section';

export type ColorModeChoice = 'light' | 'dark' | 'system';

export interface AppearanceSectionProps {
  colorMode: ColorModeChoice;
  result?: SectionResult;
  /** Saves the mode; may return a promise. Without it (before the script), the form posts. */
  onColorModeChange?: (mode: ColorModeChoice) => unknown;
}

const MODES: { value: ColorModeChoice; label: string; description?: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System', description: 'As your device is set' },
];

/** Appearance: light, dark or the device's; stored on the account, so every device follows it. */
export function AppearanceSection({
  colorMode,
  result,
  onColorModeChange,
}: AppearanceSectionProps) {
  const [chosen, setChosen] = useState<ColorModeChoice>(colorMode);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!onColorModeChange) return; // before the script: the form posts
    event.preventDefault();
    setBusy(true);
    try {
      await onColorModeChange(chosen);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="appearance"
      title="Appearance"
      description="Your choice follows you to every device you sign in on."
      result={result}
    >
      <form method="post" onSubmit={submit} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="appearance" />
        {onColorModeChange ? (
          <RadioGroup
            label="Colour mode"
            name="colorMode"
            value={chosen}
            onValueChange={(value) => setChosen(value as ColorModeChoice)}
            orientation="horizontal"
          >
            {MODES.map((mode) => (
              <RadioGroupItem key={mode.value} {...mode} />
            ))}
          </RadioGroup>
        ) : (
          <PlainRadios label="Colour mode" name="colorMode" options={MODES} defaultValue={chosen} />
        )}
        <div>
          <Button type="submit" variant="outline" loading={busy} loadingText="Saving...">
            Save Appearance
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
