import type { UniversityLanguages } from '@lp/contract';
import * as universityLanguagesMessages from '@lp/locales/en/university-languages';
import { LOCALES, OFFERABLE_LOCALE_CODES } from '@lp/locales';
import { Checkbox, Select, SelectItem, useMessages } from '@lp/ui';

export interface UniversityLanguagesSectionProps {
  languages: UniversityLanguages;
  onLanguageChange: (code: string, on: boolean) => void;
  onDefaultChange: (code: string) => void;
}

const nameOf = (code: string) => LOCALES.find((locale) => locale.code === code)?.name ?? code;

/**
 * The university form's Languages (issue 34): the languages it offers, each named in itself,
 * and the default a visitor gets when the browser asks for none of them. The last language
 * cannot be cleared; clearing the default makes the first one left the default.
 */
export function UniversityLanguagesSection({
  languages,
  onLanguageChange,
  onDefaultChange,
}: UniversityLanguagesSectionProps) {
  const text = useMessages(universityLanguagesMessages);
  const only = languages.offered.length === 1 ? languages.offered[0] : undefined;
  return (
    <fieldset data-slot="university-languages" className="grid gap-4 md:col-span-2">
      <legend className="mb-1 text-sm font-medium text-text">{text.offeredLabel}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {OFFERABLE_LOCALE_CODES.map((code) => (
          <Checkbox
            key={code}
            name="languages"
            value={code}
            lang={code}
            label={nameOf(code)}
            checked={languages.offered.includes(code)}
            disabled={code === only}
            onCheckedChange={(checked) => onLanguageChange(code, checked === true)}
          />
        ))}
      </div>
      <Select
        label={text.defaultLabel}
        description={text.defaultHint}
        value={languages.default}
        onValueChange={onDefaultChange}
      >
        {languages.offered.map((code) => (
          <SelectItem key={code} value={code} lang={code}>
            {nameOf(code)}
          </SelectItem>
        ))}
      </Select>
    </fieldset>
  );
}
