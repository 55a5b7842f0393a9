import { canSwitchToUniversity, type University, type UniversityStatus } from '@lp/contract';
import { Badge, Banner, Card, Spinner, buttonVariants, cn, type ButtonVariant } from '@lp/ui';
import { ArrowLeftRight, Check, Lock, ShieldCheck } from '@lp/ui/icons';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** What a card's buttons start: switching to the university, or impersonating its administrator. */
export type UniversityAction = 'switch' | 'impersonate';

/** The texts a university card shows (part of UniversityPortalTexts). */
export interface UniversityCardTexts {
  /** The status badge's labels (as the status filter's). */
  statusActive: string;
  statusInactive: string;
  statusSuspended: string;
  /** The details' labels. */
  slug: string;
  domain: string;
  /** Shown for the domain of a university that has none. */
  noDomain: string;
  students: string;
  courses: string;
  created: string;
  /** The switch button (spec 2 §2.12), its label on the current university, and while it runs. */
  switchTo: string;
  current: string;
  switching: string;
  /** Under the switch button of an inactive or suspended university (spec 2 §5). */
  switchBlocked: string;
  /** Shown in the card when the switch failed. */
  switchFailed: string;
  /** The impersonation button (admins and superusers, active universities), and while it runs. */
  impersonate: string;
  impersonating: string;
  /** Shown in the card when impersonation could not start. */
  impersonateFailed: string;
}

/** The badge label of a status, from the texts. */
export function universityStatusLabel(
  status: UniversityStatus,
  texts: Pick<UniversityCardTexts, 'statusActive' | 'statusInactive' | 'statusSuspended'>,
) {
  return {
    active: texts.statusActive,
    inactive: texts.statusInactive,
    suspended: texts.statusSuspended,
  }[status];
}

/** Formats a count for the locale; a date as a medium date in the zone (null when unreadable). */
export function universityFormatters(locale?: string, timeZone?: string) {
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return {
    count: (value: number) => number.format(value),
    date: (iso: string) => {
      const parsed = new Date(iso);
      return Number.isNaN(parsed.getTime()) ? null : date.format(parsed);
    },
  };
}
export type UniversityFormatters = ReturnType<typeof universityFormatters>;

export interface UniversityCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  university: University;
  /** This is the university the user is in: its switch button reads 'Current University'. */
  isCurrent: boolean;
  /** Shows Impersonate Admin (for an active university). */
  canImpersonate: boolean;
  /** The action of this card that is running, if any. */
  busy: UniversityAction | null;
  /** Another card's action is running: this card's buttons wait for it. */
  locked: boolean;
  /** The action of this card that failed last, if any. */
  failed: UniversityAction | null;
  onAction: (action: UniversityAction) => void;
  /** The card's name element (one level under the list's heading). */
  headingAs: 'h3' | 'h4';
  format: UniversityFormatters;
  texts: UniversityCardTexts;
}

/**
 * One university of the portal's grid (spec 2 §2.12): name, status, slug, domain, student and
 * course counts, created date, 'Switch to University' and, for admins, 'Impersonate Admin'.
 */
export function UniversityCard({
  university,
  isCurrent,
  canImpersonate,
  busy,
  locked,
  failed,
  onAction,
  headingAs: Heading,
  format,
  texts,
  className,
  ...props
}: UniversityCardProps) {
  const nameId = useId();
  const hintId = useId();
  const open = canSwitchToUniversity(university);
  const created = format.date(university.createdAt);

  return (
    <Card asChild className={cn('h-full p-5 data-[current=true]:border-primary', className)}>
      <article
        aria-labelledby={nameId}
        data-slot="university-card"
        data-status={university.status}
        data-current={isCurrent}
        {...props}
      >
        <div className="flex items-start justify-between gap-3">
          <Heading
            id={nameId}
            className="min-w-0 text-lg leading-tight font-semibold break-words text-text"
          >
            {university.name}
          </Heading>
          <Badge status={university.status}>
            {universityStatusLabel(university.status, texts)}
          </Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Detail label={texts.slug} wide>
            <span className="font-mono break-all">{university.slug}</span>
          </Detail>
          <Detail label={texts.domain} wide>
            {university.domain ? (
              <span className="break-all">{university.domain}</span>
            ) : (
              <span className="text-text-muted italic">{texts.noDomain}</span>
            )}
          </Detail>
          <Detail label={texts.students}>
            <span className="tabular-nums">{format.count(university.totalStudents)}</span>
          </Detail>
          <Detail label={texts.courses}>
            <span className="tabular-nums">{format.count(university.totalCourses)}</span>
          </Detail>
          {created ? (
            <Detail label={texts.created} wide>
              <time dateTime={university.createdAt}>{created}</time>
            </Detail>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-col gap-2">
          <ActionButton
            data-slot="university-switch"
            data-current={isCurrent || undefined}
            variant={isCurrent ? 'outline' : 'primary'}
            icon={isCurrent ? <Check aria-hidden="true" /> : <ArrowLeftRight aria-hidden="true" />}
            busy={busy === 'switch'}
            busyLabel={texts.switching}
            // The current university and the closed ones are not actionable, but stay focusable
            // (aria-disabled), so focus stays put after a switch and the hint is read with them.
            inactive={isCurrent || !open || locked || busy === 'impersonate'}
            aria-describedby={!open && !isCurrent ? `${nameId} ${hintId}` : nameId}
            onPress={() => onAction('switch')}
          >
            {isCurrent ? texts.current : texts.switchTo}
          </ActionButton>
          {!open && !isCurrent ? (
            <p
              id={hintId}
              data-slot="university-switch-hint"
              className="flex items-start gap-1.5 text-sm text-text-muted"
            >
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {texts.switchBlocked}
            </p>
          ) : null}
          {canImpersonate && open ? (
            <ActionButton
              data-slot="university-impersonate"
              variant="outline"
              icon={<ShieldCheck aria-hidden="true" />}
              busy={busy === 'impersonate'}
              busyLabel={texts.impersonating}
              inactive={locked || busy === 'switch'}
              aria-describedby={nameId}
              onPress={() => onAction('impersonate')}
            >
              {texts.impersonate}
            </ActionButton>
          ) : null}
          {failed ? (
            <Banner variant="error" data-slot="university-action-error">
              {failed === 'switch' ? texts.switchFailed : texts.impersonateFailed}
            </Banner>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

function Detail({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2')}>
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium text-text">{children}</dd>
    </div>
  );
}

interface ActionButtonProps extends Omit<ComponentProps<'button'>, 'onClick' | 'disabled'> {
  variant: ButtonVariant;
  icon: ReactNode;
  /** Shows a spinner and `busyLabel`; presses are ignored. */
  busy: boolean;
  busyLabel: string;
  /** Not actionable now: aria-disabled (focusable, dimmed) and presses are ignored. */
  inactive: boolean;
  onPress: () => void;
}

/**
 * A full-width card button. Not ui's Button: that one sets aria-disabled only while loading, and
 * these need it for the current and the closed universities too (a disabled button would drop
 * focus after a switch, and could not carry its hint to a keyboard user).
 */
function ActionButton({
  variant,
  icon,
  busy,
  busyLabel,
  inactive,
  onPress,
  className,
  children,
  ...props
}: ActionButtonProps) {
  return (
    <button
      type="button"
      data-loading={busy}
      aria-disabled={busy || inactive || undefined}
      aria-busy={busy || undefined}
      className={cn(
        buttonVariants({ variant, wrap: true }),
        // The current university's button is a state, not a dimmed action: full contrast.
        'w-full data-current:aria-disabled:cursor-default data-current:aria-disabled:opacity-100',
        className,
      )}
      onClick={() => {
        if (!busy && !inactive) onPress();
      }}
      {...props}
    >
      {busy ? <Spinner /> : icon}
      {busy ? busyLabel : children}
    </button>
  );
}
