import en, * as certificateVerificationMessages from '@lp/locales/en/certificate-verification';
import { Card, Skeleton, SkeletonGroup, cn, useFormat, useMessages } from '@lp/ui';
import { ShieldCheck } from '@lp/ui/icons';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { formatCertificateDate } from '../achievements-page/certificate-date';
import { ResourcePageState } from '../resource-page-state';

/** What the public page may say of a certificate: no more than these four. */
export interface VerifiedCertificate {
  learnerName: string;
  courseTitle: string;
  universityName: string;
  /** ISO date-time it was issued. */
  issuedAt: string;
}

export interface CertificateVerificationTexts {
  /** The confirmation's heading. */
  verified: string;
  /** Labels of the four facts. */
  learner: string;
  course: string;
  university: string;
  date: string;
  /** A line under the facts. */
  verifiedNote: string;
  /** The not-found heading and its line. */
  notFound: string;
  notFoundMessage: string;
  /** Spoken while the check runs. */
  loading: string;
  error: string;
  retry: string;
}

/** The English texts (the catalogue's `certificate-verification`). */
export const defaultCertificateVerificationTexts: CertificateVerificationTexts = { ...en };

/** The texts in the page's language. */
export function useCertificateVerificationTexts(): CertificateVerificationTexts {
  return useMessages(certificateVerificationMessages);
}

/** The certificate's date as its PDF prints it: the day, the month in words and the year, in UTC. */
const CERTIFICATE_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

export interface CertificateVerificationProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Loading shows a skeleton, not-found and error the problem, ready the confirmation. */
  status: 'loading' | 'error' | 'not-found' | 'ready';
  /** The certificate (with `status` 'ready'). */
  certificate?: VerifiedCertificate | null;
  /** The university's product name, above the card. */
  productName: string;
  /** The university's logo beside it (the sign-in pages' brand mark). */
  logo?: ReactNode;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The visible texts. @default defaultCertificateVerificationTexts */
  texts?: Partial<CertificateVerificationTexts>;
}

/**
 * The public confirmation of a certificate (/verify/{id}, issue 35): readable signed in or out,
 * it states the learner, the course, the university and the date, and nothing more; or says
 * clearly that no such certificate exists.
 */
export function CertificateVerification({
  status,
  certificate,
  productName,
  logo,
  onRetry,
  texts: textsProp,
  className,
  ...props
}: CertificateVerificationProps) {
  const texts = { ...useCertificateVerificationTexts(), ...textsProp };
  const format = useFormat();
  // English keeps the PDF's own wording ('5 January 2026'); another language writes it its way.
  const issued = (iso: string) =>
    format.locale === 'en' || Number.isNaN(Date.parse(iso))
      ? formatCertificateDate(iso)
      : format.date(iso, CERTIFICATE_DATE);
  const titleId = useId();
  const shown = status === 'ready' && !certificate ? 'not-found' : status;
  return (
    <section
      data-slot="certificate-verification"
      data-state={shown}
      // Named by its heading once there is one of its own (the problem states bring theirs).
      aria-labelledby={shown === 'ready' ? titleId : undefined}
      className={cn('mx-auto flex w-full max-w-xl flex-col gap-6 py-10 text-text', className)}
      {...props}
    >
      <p className="flex items-center justify-center gap-2 font-semibold">
        {logo}
        {productName}
      </p>
      <ResourcePageState
        status={status}
        resource={certificate}
        loading={
          <SkeletonGroup label={texts.loading}>
            <Skeleton className="h-64 w-full" />
          </SkeletonGroup>
        }
        texts={texts}
        onRetry={onRetry}
        titleAs="h1"
      >
        {(certificate) => (
          <Card data-slot="verified-certificate" className="p-6 md:p-8">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success-subtle text-success [&_svg]:size-6"
              >
                <ShieldCheck />
              </span>
              <h1 id={titleId} className="text-2xl font-semibold">
                {texts.verified}
              </h1>
            </div>
            <dl className="grid gap-4 md:grid-cols-[auto_1fr] md:gap-x-6">
              <Fact term={texts.learner}>{certificate.learnerName}</Fact>
              <Fact term={texts.course}>{certificate.courseTitle}</Fact>
              <Fact term={texts.university}>{certificate.universityName}</Fact>
              <Fact term={texts.date}>{issued(certificate.issuedAt)}</Fact>
            </dl>
            <p className="text-sm text-text-muted">{texts.verifiedNote}</p>
          </Card>
        )}
      </ResourcePageState>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-sm text-text-muted md:pt-0.5">{term}</dt>
      <dd className="text-lg font-medium break-words">{children}</dd>
    </div>
  );
}
