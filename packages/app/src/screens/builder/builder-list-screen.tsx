import * as appBuilderMessages from '@lp/locales/en/app-builder';
import * as courseBuilderMessages from '@lp/locales/en/course-builder';
import { CourseBuilderList, ImportReport } from '@lp/patterns';
import { Banner, useMessages } from '@lp/ui';
import { useState } from 'react';
import { useActionData, useNavigate } from 'react-router-dom';
import { useAppServices } from '../../app-context';
import {
  authoredListResource,
  authoringPaths,
  createCourse,
  importCourse,
} from '../../data/course-authoring';
import { loadStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';
import {
  builderFormAction,
  importedCourseOf,
  type BuilderFormResult,
  type ImportedCourse,
} from './builder.actions';

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof Error ? failure.message : fallback;

/**
 * /builder (issue 32): the courses the person may edit, New course and Import. Both are forms
 * that post before the script has run (builder.actions.ts); with it, they call the API here. A
 * new course opens at once; an import shows its report first, with the way to the draft.
 */
export default function BuilderListScreen() {
  const { api } = useAppServices();
  const text = useMessages(appBuilderMessages);
  const builderText = useMessages(courseBuilderMessages);
  const navigate = useNavigate();
  const list = authoredListResource.useData(authoringPaths.list);
  const posted = useActionData() as BuilderFormResult | { imported: ImportedCourse } | undefined;
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<{ form: BuilderFormResult['form']; message: string } | null>(
    posted && 'error' in posted ? { form: posted.form, message: posted.error } : null,
  );
  const [imported, setImported] = useState<ImportedCourse | null>(
    posted && 'imported' in posted ? posted.imported : null,
  );

  async function run(form: BuilderFormResult['form'], work: () => Promise<void>) {
    const setBusy = form === 'new' ? setCreating : setImporting;
    setBusy(true);
    setError(null);
    setImported(null);
    try {
      await work();
    } catch (failure) {
      setError({ form, message: messageOf(failure, text.somethingWentWrong) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <CourseBuilderList
      notices={
        <>
          {imported && (
            <ImportReport
              courseTitle={imported.title}
              report={imported.report}
              courseHref={paths.builderCourse(imported.courseId)}
            />
          )}
          {error?.form === 'new' && <Banner variant="error">{error.message}</Banner>}
        </>
      }
      state={loadStatus(list)}
      courses={list.data ?? []}
      courseHref={(id) => paths.builderCourse(id)}
      newCourseAction={builderFormAction('new')}
      onNewCourse={() =>
        void run('new', async () =>
          navigate(paths.builderCourse((await createCourse(api, builderText.untitled)).id)),
        )
      }
      creating={creating}
      importAction={builderFormAction('import')}
      onImportFile={(file) =>
        void run('import', async () => {
          setImported(importedCourseOf(await importCourse(api, file)));
          // The new draft is in the list below the report.
          void list.mutate();
        })
      }
      importing={importing}
      importError={error?.form === 'import' ? error.message : undefined}
      onRetry={() => void list.mutate()}
    />
  );
}
