import { Button, NativeSelect, TextField, cn } from '@lp/ui';
import { Search } from '@lp/ui/icons';
import { useState, type ComponentProps } from 'react';
import type { CatalogOptionLabels } from './catalog-options';
import { useGetForm } from './use-get-form';

/** The catalogue's filters as its address holds them; '' is "any". */
export interface CatalogFilterValues {
  q: string;
  category: string;
  level: string;
  language: string;
  duration: string;
  sort: string;
}

export interface CatalogFilterTexts extends CatalogOptionLabels {
  /** The form's name. */
  form: string;
  search: string;
  category: string;
  anyCategory: string;
  level: string;
  anyLevel: string;
  language: string;
  anyLanguage: string;
  duration: string;
  anyDuration: string;
  sort: string;
  apply: string;
  clear: string;
  /** A language code's name in the language menu. */
  languageLabel: (code: string) => string;
}

export interface CatalogFilterFormProps extends Omit<
  ComponentProps<'form'>,
  'action' | 'method' | 'onSubmit' | 'children'
> {
  /** The filters of the current address. */
  values: CatalogFilterValues;
  /** The categories and languages of the university's catalogue. */
  facets: { categories: readonly string[]; languages: readonly string[] };
  /** The catalogue's address, where the form goes (GET). */
  action: string;
  /** The catalogue without filters; the Clear link shows while a filter is set. */
  clearHref: string;
  texts: CatalogFilterTexts;
}

/** Whether any filter (not the order) narrows the list. */
export function hasCatalogFilters(values: CatalogFilterValues): boolean {
  return [values.q, values.category, values.level, values.language, values.duration].some(
    (value) => value.trim() !== '',
  );
}

/**
 * Search, the four filters and the order, as a plain GET form: it works before the script has
 * run, and with it the router follows it as a link. Applied with the button (or Enter), never on
 * each change, so moving through a menu by keyboard does not reload the list at every step.
 */
export function CatalogFilterForm({
  values,
  facets,
  action,
  clearHref,
  texts,
  className,
  ...props
}: CatalogFilterFormProps) {
  const form = useGetForm(action);
  // The fields follow the address when it changes without this form (Clear, Back, a link).
  const [draft, setDraft] = useState(values);
  const [shown, setShown] = useState(values);
  if (!sameValues(shown, values)) {
    setShown(values);
    setDraft(values);
  }
  const field = (name: keyof CatalogFilterValues) => ({
    name,
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form
      data-slot="catalog-filter-form"
      role="search"
      aria-label={texts.form}
      className={cn('flex flex-col gap-4', className)}
      {...form}
      {...props}
    >
      <TextField
        type="search"
        label={texts.search}
        start={<Search aria-hidden="true" />}
        {...field('q')}
      />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-5">
        <NativeSelect label={texts.category} {...field('category')}>
          <option value="">{texts.anyCategory}</option>
          {withCurrent(facets.categories, values.category).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={texts.level} {...field('level')}>
          <option value="">{texts.anyLevel}</option>
          {Object.entries(texts.levels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={texts.language} {...field('language')}>
          <option value="">{texts.anyLanguage}</option>
          {withCurrent(facets.languages, values.language).map((code) => (
            <option key={code} value={code}>
              {texts.languageLabel(code)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={texts.duration} {...field('duration')}>
          <option value="">{texts.anyDuration}</option>
          {Object.entries(texts.durations).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={texts.sort} {...field('sort')}>
          {Object.entries(texts.sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{texts.apply}</Button>
        {hasCatalogFilters(values) ? (
          <Button href={clearHref} variant="outline">
            {texts.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function sameValues(a: CatalogFilterValues, b: CatalogFilterValues): boolean {
  return (Object.keys(a) as (keyof CatalogFilterValues)[]).every((key) => a[key] === b[key]);
}

/** The facet's values, with the address's own value kept even when no course has it any more. */
function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current === '' || options.includes(current) ? options : [current, ...options];
}
