import * as appShellMessages from '@lp/locales/en/app-shell';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  useMessages,
} from '@lp/ui';
import type { LanguageChoice } from './language-choice';

/**
 * The user menu's languages (issue 34): the ones the university offers, each in its own name
 * and `lang`, the current one checked. Loaded with the menu, so the shell stays small.
 */
export default function LanguageMenuItems({ current, options, onChange }: LanguageChoice) {
  const text = useMessages(appShellMessages);
  return (
    <>
      <DropdownMenuLabel id="user-menu-language" className="text-xs text-text-muted">
        {text.languageLabel}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="user-menu-language"
        value={current}
        onValueChange={onChange}
      >
        {options.map((option) => (
          <DropdownMenuRadioItem key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
    </>
  );
}
