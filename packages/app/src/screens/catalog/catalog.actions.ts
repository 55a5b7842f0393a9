import { redirect } from 'react-router-dom';
import type { ScreenAction } from '../../routes/route-types';

/** What an Enroll sent before the script ran hands back when it failed. */
export interface CatalogEnrollFailure {
  courseId: string;
  error: string;
}

/**
 * /catalog: Enroll on a card, sent before the app's script ran. It enrols through the same call
 * as the screen's own submit, then comes back to the same address (filters and page kept),
 * where the card shows the enrolment; a failure draws the page again with its message.
 */
export const enroll: ScreenAction = async ({ request, services }) => {
  const form = await request.formData();
  const courseId = form.get('courseId');
  const [{ enrollIn }, { enrollFailureMessage, ENROLL_FAILED }] = await Promise.all([
    import('../../data/enrollment'),
    import('../../data/catalog-enrollment'),
  ]);
  if (typeof courseId !== 'string' || courseId === '')
    return { courseId: '', error: ENROLL_FAILED } satisfies CatalogEnrollFailure;
  try {
    await enrollIn(services.api, courseId);
  } catch (failure) {
    return { courseId, error: enrollFailureMessage(failure) } satisfies CatalogEnrollFailure;
  }
  const here = new URL(request.url);
  return redirect(`${here.pathname}${here.search}`);
};
