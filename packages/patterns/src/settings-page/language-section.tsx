import * as languageMessages from '@lp/locales/en/settings-language';
import { Button, RadioGroup, RadioGroupItem, useMessages } from '@lp/ui';
import { useState, type FormEvent } from 'react';
import { PlainRadios } from './plain-choices';
import { SettingsSection, type SectionResult } from './settings-section';

export interface LanguageSectionProps {
  /** The language the pages are in now. */
  current: string;
  /** The university's languages, each named in itself ('Español', 'العربية'). */
  options: ReadonlyArray<{ code: string; name: string }>;
  result?: SectionResult;
  /** Saves the language; may return a promise. Without it (before the script), the form posts. */
  onLanguageChange?: (code: string) => unknown;
}

/**
 * Language (issue 34): one of the university's languages, stored on the account, so every page
 * on every device comes in it. The user menu offers the same on a wide screen; this is where a
 * phone, and a page before its script, choose.
 */
export function LanguageSection({
  current,
  options,
  result,
  onLanguageChange,
}: LanguageSectionProps) {
  const text = useMessages(languageMessages);
  const [chosen, setChosen] = useState(current);
  const [busy, setBusy] = useState(false);
  const choices = options.map(({ code, name }) => ({
    value: code,
    label: <span lang={code}>{name}</span>,
  }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!onLanguageChange) return; // before the script: the form posts
    event.preventDefault();
    setBusy(true);
    try {
      await onLanguageChange(chosen);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="language"
      title={text.title}
      description={text.description}
      result={result}
    >
      <form method="post" onSubmit={submit} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="language" />
        {onLanguageChange ? (
          <RadioGroup label={text.label} name="locale" value={chosen} onValueChange={setChosen}>
            {choices.map((choice) => (
              <RadioGroupItem key={choice.value} {...choice} />
            ))}
          </RadioGroup>
        ) : (
          <PlainRadios label={text.label} name="locale" options={choices} defaultValue={chosen} />
        )}
        <div>
          <Button type="submit" variant="outline" loading={busy} loadingText={text.saving}>
            {text.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
