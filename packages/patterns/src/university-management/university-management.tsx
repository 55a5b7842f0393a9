import type { University } from '@lp/contract';
import { Button, Skeleton, SkeletonGroup, cn, useLocale } from '@lp/ui';
import { ArrowLeft, Plus } from '@lp/ui/icons';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { AdminPageHeader, headingLevels } from '../admin-list-page';
import { ResourcePageState } from '../resource-page-state';
import type { UniversityPortalStatus, UniversityStatusFilter } from '../university-portal';
import { universityFormatters } from '../university-portal/university-card';
import { UniversityForm } from './university-form';
import { UniversityList } from './university-list';
import {
  useUniversityManagementTexts,
  type UniversityFormMessageKey,
  type UniversityManagementTexts,
} from './university-management-texts';
import {
  newUniversityValues,
  universityFormValuesOf,
  type UniversityCreateValues,
  type UniversityEditableValues,
} from './use-university-form';

/** The page's states: the app's request for the list running, failed, or done. */
export type UniversityManagementStatus = UniversityPortalStatus;

/** What the page shows: the list, the create form, or the edit form of one university. */
export type UniversityManagementMode =
  { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; universityId: string };

/** Overrides of the page's texts; `messages` overrides any of the contract's form messages. */
export type UniversityManagementTextOverrides = Partial<
  Omit<UniversityManagementTexts, 'messages'>
> & { messages?: Partial<Record<UniversityFormMessageKey, string>> };

export interface UniversityManagementPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The list's request: loading shows skeletons, error the message with Try again. */
  status: UniversityManagementStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** Every university (admin and superuser see them all). */
  universities: readonly University[];
  /** The list, the create form or the edit form (the app keeps it in the address). */
  mode: UniversityManagementMode;
  /** Create University, edit, Back to Universities and Cancel ask for another mode. */
  onModeChange: (mode: UniversityManagementMode) => void;
  /**
   * Creates a university and invites its administrator. Resolving is the app's cue to return
   * to the list; a rejection's message shows under its `field` when it carries one, else above
   * the buttons.
   */
  onCreate: (values: UniversityCreateValues) => Promise<void>;
  /** Saves the edit form's values of a university; rejections as `onCreate`'s. */
  onUpdate: (id: string, values: UniversityEditableValues) => Promise<void>;
  /** Deletes a university once confirmed; a rejection's message shows in the dialog. */
  onDelete: (id: string) => Promise<void>;
  /** The settings icon of a row: the university's branding. */
  onOpenBranding: (id: string) => void;
  /** The shield icon of a row: the university's sign-in provider (issue 33). Absent: no icon. */
  onOpenSignIn?: (id: string) => void;
  /** The search the list opens with. @default '' */
  defaultSearch?: string;
  /** The status filter the list opens with. @default 'all' */
  defaultStatusFilter?: UniversityStatusFilter;
  /** BCP 47 locale of the counts and dates. @default the tree's language (I18nProvider) */
  locale?: string;
  /** IANA zone of the dates. @default the browser's */
  timeZone?: string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultUniversityManagementTexts */
  texts?: UniversityManagementTextOverrides;
}

/**
 * University management (/admin/universities, spec 2 §2.11): a searchable, filterable list of
 * universities with view, edit, branding settings and delete, and the create and edit forms.
 */
export function UniversityManagementPage({
  status,
  onRetry,
  universities,
  mode,
  onModeChange,
  onCreate,
  onUpdate,
  onDelete,
  onOpenBranding,
  onOpenSignIn,
  defaultSearch = '',
  defaultStatusFilter = 'all',
  locale,
  timeZone,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: UniversityManagementPageProps) {
  const translated = useUniversityManagementTexts();
  const texts: UniversityManagementTexts = {
    ...translated,
    ...textsProp,
    messages: { ...translated.messages, ...textsProp?.messages },
  };
  const treeLocale = useLocale();
  const { Section } = headingLevels(Title);
  const format = useMemo(
    () => universityFormatters(locale ?? treeLocale, timeZone),
    [locale, treeLocale, timeZone],
  );
  const toList = () => onModeChange({ kind: 'list' });

  const back = (
    <Button variant="ghost" size="sm" className="-ms-3" onClick={toList}>
      <ArrowLeft aria-hidden="true" />
      {texts.backToList}
    </Button>
  );

  let body: ReactNode;
  if (mode.kind === 'create') {
    body = (
      <UniversityForm
        key="create"
        target={{ kind: 'create', onCreate }}
        initial={newUniversityValues()}
        onCancel={toList}
        titleAs={Title}
        back={back}
        texts={texts}
      />
    );
  } else if (mode.kind === 'edit') {
    const university = universities.find((each) => each.id === mode.universityId);
    if (university) {
      body = (
        <UniversityForm
          key={`edit-${university.id}`}
          target={{
            kind: 'edit',
            universityId: university.id,
            universityName: university.name,
            onUpdate,
          }}
          initial={universityFormValuesOf(university)}
          onCancel={toList}
          titleAs={Title}
          back={back}
          texts={texts}
        />
      );
    } else {
      body = (
        <div className="flex flex-col items-start gap-6">
          {back}
          <div className="w-full">
            <ResourcePageState
              status={status === 'ready' ? 'not-found' : status}
              loading={<FormSkeleton label={texts.loading} />}
              texts={{ ...texts, notFound: texts.notFoundTitle }}
              onRetry={onRetry}
              titleAs={Title}
              errorTitleAs="p"
            >
              {() => null}
            </ResourcePageState>
          </div>
        </div>
      );
    }
  } else {
    body = (
      <>
        <AdminPageHeader
          title={texts.title}
          intro={texts.intro}
          titleAs={Title}
          actions={
            <Button className="w-full md:w-fit" onClick={() => onModeChange({ kind: 'create' })}>
              <Plus aria-hidden="true" />
              {texts.createUniversity}
            </Button>
          }
        />
        <ResourcePageState
          status={status}
          loading={<ListSkeleton label={texts.loading} />}
          texts={texts}
          onRetry={onRetry}
          titleAs="p"
        >
          {() => (
            <UniversityList
              universities={universities}
              onEdit={(universityId) => onModeChange({ kind: 'edit', universityId })}
              onOpenBranding={onOpenBranding}
              onOpenSignIn={onOpenSignIn}
              onDelete={onDelete}
              defaultSearch={defaultSearch}
              defaultStatusFilter={defaultStatusFilter}
              headingAs={Section}
              format={format}
              texts={texts}
            />
          )}
        </ResourcePageState>
      </>
    );
  }

  return (
    <div
      data-slot="university-management"
      data-state={status}
      data-mode={mode.kind}
      className={cn('flex w-full min-w-0 flex-col gap-6 text-text', className)}
      {...props}
    >
      {body}
    </div>
  );
}

/** The list's shape while its request runs: the search bar and three rows. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="university-management-skeleton">
      <div className="flex flex-col gap-4">
        <Skeleton shape="text" width="w-40" />
        <div className="flex flex-col gap-3 md:flex-row">
          <Skeleton className="h-10 md:flex-1" width="w-full" />
          <Skeleton className="h-10" width="w-full md:w-48" />
        </div>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className="flex items-center justify-between gap-4 rounded-lg border border-border p-4 md:p-5"
          >
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-6" width="w-1/2" />
              <Skeleton shape="text" width="w-2/3" />
            </div>
            <div className="hidden md:block">
              <Skeleton className="h-10" width="w-40" />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** The edit form's shape while the university is looked up. */
function FormSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="university-form-skeleton">
      <div className="flex flex-col gap-6">
        <Skeleton className="h-8" width="w-1/2" />
        <div className="grid gap-4 rounded-lg border border-border p-5 md:grid-cols-2 md:p-6">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex flex-col gap-2">
              <Skeleton shape="text" width="w-24" />
              <Skeleton className="h-10" width="w-full" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
