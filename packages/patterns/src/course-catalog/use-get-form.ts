import { useRouter } from '@lp/ui';
import type { FormEvent } from 'react';

/**
 * The submit of a GET form (a search or a filter bar): the browser's own submit before the
 * script has run, then the app's router, as a link would be, to the form's `action` with the
 * filled fields as its query. Empty fields are left out, so addresses stay short and shareable.
 */
export function useGetForm(action: string) {
  const router = useRouter();
  return {
    method: 'get' as const,
    action,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (!router) return;
      event.preventDefault();
      router.navigate(getFormHref(action, new FormData(event.currentTarget)));
    },
  };
}

/** The address a GET form goes to: `action` with its non-empty text fields as the query. */
export function getFormHref(action: string, form: FormData): string {
  const query = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value === 'string' && value.trim() !== '') query.append(name, value.trim());
  }
  const search = query.toString();
  return search ? `${action}?${search}` : action;
}
