import * as settingsPageMessages from '@lp/locales/en/settings-page';
import { Button, RadioGroup, RadioGroupItem, useMessages } from '@lp/ui';
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

/** Appearance: light, dark or the device's; stored on the account, so every device follows it. */
export function AppearanceSection({
  colorMode,
  result,
  onColorModeChange,
}: AppearanceSectionProps) {
  const text = useMessages(settingsPageMessages);
  const modes: { value: ColorModeChoice; label: string; description?: string }[] = [
    { value: 'light', label: text.modeLight },
    { value: 'dark', label: text.modeDark },
    { value: 'system', label: text.modeSystem, description: text.modeSystemDescription },
  ];
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
      title={text.appearanceTitle}
      description={text.appearanceDescription}
      result={result}
    >
      <form method="post" onSubmit={submit} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="appearance" />
        {onColorModeChange ? (
          <RadioGroup
            label={text.colourModeLabel}
            name="colorMode"
            value={chosen}
            onValueChange={(value) => setChosen(value as ColorModeChoice)}
            orientation="horizontal"
          >
            {modes.map((mode) => (
              <RadioGroupItem key={mode.value} {...mode} />
            ))}
          </RadioGroup>
        ) : (
          <PlainRadios
            label={text.colourModeLabel}
            name="colorMode"
            options={modes}
            defaultValue={chosen}
          />
        )}
        <div>
          <Button type="submit" variant="outline" loading={busy} loadingText={text.savingLabel}>
            {text.saveAppearanceLabel}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
