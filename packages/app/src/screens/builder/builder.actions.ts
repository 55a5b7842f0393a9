import * as appBuilderMessages from '@lp/locales/en/app-builder';
import * as courseBuilderMessages from '@lp/locales/en/course-builder';
import { redirect } from 'react-router-dom';
import { ApiError } from '../../data/api-error';
import { messagesOutsideReact } from '../../routes/outside-react-messages';
import { paths } from '../../routes/paths';
import type { ScreenAction } from '../../routes/route-types';
import type { CourseImportResponse, ImportReport } from '@lp/contract/api';

// The builder's forms that work before the app's script has run (issue 32): New course and
// Import on /builder. With the script, the screens send the same requests themselves; the
// course page (the structure editor, the lesson editors, autosave) needs it.

/** What a /builder form hands back when it did not go on to the course. */
export interface BuilderFormResult {
  form: 'new' | 'import';
  error: string;
}

/**
 * A course file read: the new draft and the import's report, shown on /builder with the way to
 * the draft (issue 32: what an import leaves out is listed, never dropped silently).
 */
export interface ImportedCourse {
  courseId: string;
  title: string;
  report: ImportReport;
}

/** An import's result as the page shows it. */
export const importedCourseOf = (answer: CourseImportResponse): ImportedCourse => ({
  courseId: answer.course.id,
  title: answer.course.title,
  report: answer.report,
});

/** Where each /builder form posts: the page's own address with the form's intent. */
export const builderFormAction = (intent: BuilderFormResult['form']) =>
  `${paths.builder()}?intent=${intent}`;

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.kind === 'http' ? failure.message : fallback;

/** /builder: starts a draft course and opens it in the builder, or imports a course file and reports. */
export const list: ScreenAction = async ({ request, services }) => {
  const { api } = services;
  const intent = new URL(request.url).searchParams.get('intent');
  const [m, text] = await Promise.all([
    import('../../data/course-authoring'),
    messagesOutsideReact(appBuilderMessages, services),
  ]);
  if (intent === 'import') {
    const file = (await request.formData()).get('archive');
    if (!(file instanceof File) || file.size === 0)
      return {
        form: 'import',
        error: text.chooseFile,
      } satisfies BuilderFormResult;
    try {
      return { imported: importedCourseOf(await m.importCourse(api, file)) };
    } catch (failure) {
      const error = messageOf(failure, text.importFailed);
      return { form: 'import', error } satisfies BuilderFormResult;
    }
  }
  try {
    const { untitled } = await messagesOutsideReact(courseBuilderMessages, services);
    const created = await m.createCourse(api, untitled);
    return redirect(paths.builderCourse(created.id));
  } catch (failure) {
    const error = messageOf(failure, text.createFailed);
    return { form: 'new', error } satisfies BuilderFormResult;
  }
};
