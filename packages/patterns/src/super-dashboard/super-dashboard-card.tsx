import { canSwitchToUniversity, type University } from '@lp/contract';
import {
  Badge,
  Banner,
  Button,
  Card,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Spinner,
  cn,
} from '@lp/ui';
import { ChartColumn, EllipsisVertical, Eye, Pencil, ShieldCheck } from '@lp/ui/icons';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import {
  universityStatusLabel,
  type UniversityFormatters,
} from '../university-portal/university-card';
import { UniversityDetailsDialog, type UniversityDetailsTexts } from './university-details-dialog';

/** What a card's menu starts and the page waits for: opening its dashboard, or impersonating. */
export type SuperDashboardAction = 'dashboard' | 'impersonate';

/** The texts a university card and its menu show (part of SuperDashboardTexts). */
export interface SuperDashboardCardTexts extends UniversityDetailsTexts {
  /** The badge on the university the admin is in. */
  current: string;
  /** The menu button's name (it shows only an icon). */
  actionsFor: (universityName: string) => string;
  /** The menu's items (spec 2 §2.10), the busy line while one runs and the line if it failed. */
  viewDashboard: string;
  openingDashboard: string;
  viewDashboardFailed: string;
  editUniversity: string;
  impersonate: string;
  impersonating: string;
  impersonateFailed: string;
  viewDetails: string;
}

export interface SuperDashboardCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  university: University;
  /** The university the admin is in: marked with a badge and the primary border. */
  isCurrent: boolean;
  /** Offers Impersonate Admin (for an active university). */
  canImpersonate: boolean;
  /** The action of this card that is running, if any. */
  busy: SuperDashboardAction | null;
  /** Another card's action is running: this card's actions wait for it. */
  locked: boolean;
  /** The action of this card that failed last, if any. */
  failed: SuperDashboardAction | null;
  onAction: (action: SuperDashboardAction) => void;
  onEdit: () => void;
  /** The card's name element (one level under the list's heading). */
  headingAs: 'h3' | 'h4';
  format: UniversityFormatters;
  texts: SuperDashboardCardTexts;
}

/**
 * One university of the super dashboard (spec 2 §2.10): name, status, domain, counts, and a
 * menu with View Dashboard, Edit University, Impersonate Admin (active universities) and View
 * Details, which opens the university's details in a dialog.
 */
export function SuperDashboardCard({
  university,
  isCurrent,
  canImpersonate,
  busy,
  locked,
  failed,
  onAction,
  onEdit,
  headingAs: Heading,
  format,
  texts,
  className,
  ...props
}: SuperDashboardCardProps) {
  const nameId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu closes as the dialog opens: its focus return would race the dialog's own.
  const openingDetails = useRef(false);
  const waiting = busy !== null || locked;

  return (
    <Card asChild className={cn('h-full gap-4 p-5 data-[current=true]:border-primary', className)}>
      <article
        aria-labelledby={nameId}
        aria-busy={busy !== null || undefined}
        data-slot="super-dashboard-card"
        data-status={university.status}
        data-current={isCurrent}
        {...props}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <Heading
              dir="auto"
              id={nameId}
              className="text-lg leading-tight font-semibold break-words text-text"
            >
              {university.name}
            </Heading>
            {university.domain ? (
              <p className="text-sm break-all text-text-muted">{university.domain}</p>
            ) : (
              <p className="text-sm text-text-muted italic">{texts.noDomain}</p>
            )}
          </div>
          {/* Not modal: the open menu leaves the rest of the page readable (no aria-hidden over
              focusable cards); focus still moves into it, and Escape or a click outside closes it. */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                ref={trigger}
                variant="ghost"
                size="icon-sm"
                aria-label={texts.actionsFor(university.name)}
                data-slot="super-dashboard-card-menu"
              >
                <EllipsisVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              align="end"
              onCloseAutoFocus={(event) => {
                if (!openingDetails.current) return;
                openingDetails.current = false;
                event.preventDefault();
              }}
            >
              <MenuItem
                icon={<ChartColumn />}
                disabled={waiting}
                onSelect={() => onAction('dashboard')}
              >
                {texts.viewDashboard}
              </MenuItem>
              <MenuItem icon={<Pencil />} onSelect={onEdit}>
                {texts.editUniversity}
              </MenuItem>
              {canImpersonate && canSwitchToUniversity(university) ? (
                <MenuItem
                  icon={<ShieldCheck />}
                  disabled={waiting}
                  onSelect={() => onAction('impersonate')}
                >
                  {texts.impersonate}
                </MenuItem>
              ) : null}
              <DropdownMenuSeparator />
              <MenuItem
                icon={<Eye />}
                onSelect={() => {
                  openingDetails.current = true;
                  setDetailsOpen(true);
                }}
              >
                {texts.viewDetails}
              </MenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge status={university.status}>
            {universityStatusLabel(university.status, texts)}
          </Badge>
          {isCurrent ? (
            <Badge variant="brand" data-slot="super-dashboard-current">
              {texts.current}
            </Badge>
          ) : null}
        </div>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <Count label={texts.students}>{format.count(university.totalStudents)}</Count>
          <Count label={texts.teachers}>{format.count(university.totalTeachers)}</Count>
          <Count label={texts.courses}>{format.count(university.totalCourses)}</Count>
        </dl>
        {busy ? (
          <p
            role="status"
            data-slot="super-dashboard-card-busy"
            className="mt-auto flex items-center gap-2 text-sm text-text-muted"
          >
            <Spinner />
            {busy === 'dashboard' ? texts.openingDashboard : texts.impersonating}
          </p>
        ) : null}
        {failed ? (
          <Banner variant="error" data-slot="super-dashboard-card-error" className="mt-auto">
            {failed === 'dashboard' ? texts.viewDashboardFailed : texts.impersonateFailed}
          </Banner>
        ) : null}
        <UniversityDetailsDialog
          university={university}
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
          onCloseAutoFocus={(event) => {
            // No Dialog trigger: send focus back to the menu button the dialog came from.
            event.preventDefault();
            trigger.current?.focus();
          }}
          format={format}
          texts={texts}
        />
      </article>
    </Card>
  );
}

function MenuItem({
  icon,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuItem> & { icon: ReactNode }) {
  return (
    <DropdownMenuItem {...props}>
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
      {children}
    </DropdownMenuItem>
  );
}

function Count({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-text-muted">{label}</dt>
      <dd className="text-base font-semibold text-text tabular-nums">{children}</dd>
    </div>
  );
}
