import * as achievementsPageMessages from '@lp/locales/en/achievements-page';
import {
  Button,
  Card,
  EmptyState,
  Link,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
  buttonVariants,
  cn,
  useLocale,
  useMessages,
} from '@lp/ui';
import { Award, Download } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';
import { ResourcePageState } from '../resource-page-state';
import { formatCertificateDate } from './certificate-date';

/** One certificate as the page lists it. */
export interface AchievementCertificate {
  id: string;
  courseTitle: string;
  /** ISO date-time it was issued. */
  issuedAt: string;
  /** The public page that confirms it. */
  verificationUrl: string;
  /** Where its PDF downloads from. */
  pdfHref: string;
}

/** The course closest to a certificate. */
export interface AchievementNext {
  courseTitle: string;
  /** Percent of its lessons done. */
  progress: number;
  /** The course's page, to carry on. */
  href: string;
}

export interface AchievementsPageTexts {
  /** The page's heading. */
  title: string;
  /** A line under it. */
  intro: string;
  /** The list's heading and name. */
  certificatesTitle: string;
  /** The date line of a certificate. */
  issued: (date: string) => string;
  download: string;
  /** The download's spoken name: its visible text, then the course. */
  downloadLabel: (courseTitle: string) => string;
  verify: string;
  /** The verification link's spoken name: its visible text, then the course. */
  verifyLabel: (courseTitle: string) => string;
  /** The progress card's heading. */
  nextTitle: string;
  /** The progress bar's name. */
  nextProgress: (courseTitle: string) => string;
  continueLearning: string;
  /** The empty list. */
  empty: string;
  emptyHint: string;
  /** Spoken while the page loads. */
  loading: string;
  error: string;
  retry: string;
}

type AchievementsPageMessages = typeof achievementsPageMessages.default;

function textsFrom(m: AchievementsPageMessages): AchievementsPageTexts {
  return {
    title: m.title,
    intro: m.intro,
    certificatesTitle: m.certificatesTitle,
    issued: (date) => m.issued({ date }),
    download: m.download,
    downloadLabel: (course) => m.downloadLabel({ course }),
    verify: m.verify,
    verifyLabel: (course) => m.verifyLabel({ course }),
    nextTitle: m.nextTitle,
    nextProgress: (course) => m.nextProgress({ course }),
    continueLearning: m.continueLearning,
    empty: m.empty,
    emptyHint: m.emptyHint,
    loading: m.loading,
    error: m.error,
    retry: m.retry,
  };
}

export const defaultAchievementsPageTexts: AchievementsPageTexts = textsFrom(
  achievementsPageMessages.default,
);

/** The page's texts in the tree's language, with a deployment's overrides on top. */
export function useAchievementsPageTexts(
  overrides?: Partial<AchievementsPageTexts>,
): AchievementsPageTexts {
  return { ...textsFrom(useMessages(achievementsPageMessages)), ...overrides };
}

export interface AchievementsPageProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Loading shows a skeleton, error the message with Try again, ready the page. */
  status: 'loading' | 'error' | 'ready';
  /** The learner's certificates, newest first. @default [] */
  certificates?: readonly AchievementCertificate[];
  /** The course closest to completion; null or omitted: no card. */
  next?: AchievementNext | null;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The visible texts. @default defaultAchievementsPageTexts */
  texts?: Partial<AchievementsPageTexts>;
}

/**
 * The learner's achievements (issue 35): their certificates, each with its PDF and its public
 * verification page, and the progress toward the next; or the loading and error states.
 */
export function AchievementsPage({
  status,
  certificates = [],
  next = null,
  onRetry,
  texts: textsProp,
  className,
  ...props
}: AchievementsPageProps) {
  const texts = useAchievementsPageTexts(textsProp);
  const titleId = useId();
  const listId = useId();
  return (
    <section
      data-slot="achievements-page"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        'mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-8 py-6 text-text',
        className,
      )}
      {...props}
    >
      <header className="flex flex-col gap-1">
        {/* The app's header holds the page's h1. */}
        <h2 id={titleId} className="text-2xl font-semibold">
          {texts.title}
        </h2>
        <p className="text-text-muted">{texts.intro}</p>
      </header>
      <ResourcePageState
        status={status}
        loading={<AchievementsSkeleton label={texts.loading} />}
        texts={texts}
        onRetry={onRetry}
      >
        {() => (
          <>
            {next ? <NextCertificateCard next={next} texts={texts} /> : null}
            <section aria-labelledby={listId} className="flex flex-col gap-4">
              <h3 id={listId} className="text-lg font-semibold">
                {texts.certificatesTitle}
              </h3>
              {certificates.length === 0 ? (
                <EmptyState
                  icon={<Award />}
                  title={texts.empty}
                  hint={texts.emptyHint}
                  titleAs="p"
                />
              ) : (
                <ul className="grid gap-4 md:grid-cols-2" aria-labelledby={listId}>
                  {certificates.map((certificate) => (
                    <li key={certificate.id} className="flex">
                      <CertificateCard certificate={certificate} texts={texts} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </ResourcePageState>
    </section>
  );
}

function CertificateCard({
  certificate,
  texts,
}: {
  certificate: AchievementCertificate;
  texts: AchievementsPageTexts;
}) {
  const locale = useLocale();
  return (
    <Card data-slot="certificate-card" className="w-full p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-primary-text [&_svg]:size-5"
        >
          <Award />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h4 className="font-semibold break-words">{certificate.courseTitle}</h4>
          <p className="text-sm text-text-muted">
            {texts.issued(formatCertificateDate(certificate.issuedAt, locale))}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* `download`: the router leaves it to the browser, which saves the file. */}
        <a
          href={certificate.pdfHref}
          download
          aria-label={texts.downloadLabel(certificate.courseTitle)}
          className={buttonVariants({ variant: 'primary', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {texts.download}
        </a>
        {/* A new tab: the page to share may be on the university's own host. */}
        <Link
          href={certificate.verificationUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={texts.verifyLabel(certificate.courseTitle)}
          className={buttonVariants({ variant: 'link', size: 'sm' })}
        >
          {texts.verify}
        </Link>
      </div>
    </Card>
  );
}

function NextCertificateCard({
  next,
  texts,
}: {
  next: AchievementNext;
  texts: AchievementsPageTexts;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card data-slot="next-certificate" className="p-5">
        <h3 id={titleId} className="text-lg font-semibold">
          {texts.nextTitle}
        </h3>
        <p className="font-medium break-words">{next.courseTitle}</p>
        <ProgressBar value={next.progress} label={texts.nextProgress(next.courseTitle)} hideLabel />
        <div>
          <Button href={next.href} variant="outline" size="sm">
            {texts.continueLearning}
          </Button>
        </div>
      </Card>
    </section>
  );
}

function AchievementsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </SkeletonGroup>
  );
}
