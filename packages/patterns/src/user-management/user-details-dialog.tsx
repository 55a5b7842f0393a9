import type { AdminUserRow } from '@lp/contract/api';
import {
  Avatar,
  Badge,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  cn,
} from '@lp/ui';
import type { ReactNode } from 'react';
import type { UserManagementTexts } from './user-management-texts';
import type { UserFormatters } from './user-management-types';

export interface UserDetailsDialogProps {
  /** The user shown; null closes the dialog. */
  user: AdminUserRow | null;
  onClose: () => void;
  /** Puts focus back where the dialog was opened from. */
  returnFocus: () => void;
  format: UserFormatters;
  /** The time 'Last Active' counts from, in ms. */
  now: number;
  texts: UserManagementTexts;
}

/** The user details modal (spec 2 §2.15): every field of the account. */
export function UserDetailsDialog({
  user,
  onClose,
  returnFocus,
  format,
  now,
  texts,
}: UserDetailsDialogProps) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {user ? (
        <DialogContent
          data-slot="user-details"
          closeLabel={texts.close}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <DialogHeader>
            <div className="flex min-w-0 items-center gap-3">
              <Avatar name={user.name} src={user.avatarUrl} size="lg" aria-hidden="true" />
              <div className="flex min-w-0 flex-col gap-0.5">
                <DialogTitle dir="auto" className="break-words">
                  {user.name}
                </DialogTitle>
                <DialogDescription>{texts.detailsDescription}</DialogDescription>
              </div>
            </div>
          </DialogHeader>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm md:grid-cols-2">
            <Detail label={texts.detailEmail} wide>
              <span dir="auto" className="break-all">
                {user.email}
              </span>
            </Detail>
            <Detail label={texts.detailRole}>{texts.roleLabels[user.role]}</Detail>
            <Detail label={texts.detailStatus}>
              <Badge status={user.status}>{texts.statusLabels[user.status]}</Badge>
            </Detail>
            <Detail label={texts.detailUniversity}>{user.university}</Detail>
            <Detail label={texts.detailDepartment}>{user.department}</Detail>
            <Detail label={texts.detailLastActive}>
              {user.lastActiveAt ? (
                <time dateTime={user.lastActiveAt}>
                  {format.since(user.lastActiveAt, now) ?? texts.never}
                </time>
              ) : (
                texts.never
              )}
            </Detail>
            <Detail label={texts.detailJoined}>
              <time dateTime={user.joinedAt}>{format.date(user.joinedAt) ?? user.joinedAt}</time>
            </Detail>
            {user.coursesEnrolled !== undefined ? (
              <Detail label={texts.detailCourses}>
                <span className="tabular-nums">{format.count(user.coursesEnrolled)}</span>
              </Detail>
            ) : null}
          </dl>
        </DialogContent>
      ) : null}
    </Dialog>
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
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'md:col-span-2')}>
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium break-words text-text">{children}</dd>
    </div>
  );
}
