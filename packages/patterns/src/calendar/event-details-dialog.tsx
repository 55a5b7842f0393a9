import { calendarMessages as calendarTexts, type CalendarEvent } from '@lp/contract';
import * as apiCalendarMessages from '@lp/locales/en/api-calendar';
import * as calendarMessages from '@lp/locales/en/calendar';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Banner,
  Button,
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useFormat,
  useMessages,
} from '@lp/ui';
import { Pencil, Trash2 } from '@lp/ui/icons';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { BusyOverlay, useReturnFocus } from './busy-overlay';
import { EventTypeBadge, PriorityBadge } from './event-badges';
import { formatEventRange, type EventFormatOptions } from './event-format';

export interface EventDetailsDialogTexts {
  location: string;
  attendance: string;
  online: string;
  inPerson: string;
  instructor: string;
  attendees: string;
  description: string;
  status: string;
  completed: string;
  notCompleted: string;
  /** Follows the priority's name in its badge ('High priority'). */
  prioritySuffix: string;
  edit: string;
  delete: string;
  close: string;
  /** The delete confirmation (spec 2 §2.3, §5). */
  deleteConfirm: string;
  deleteConfirmAction: string;
  cancel: string;
  /** The busy overlay while the delete runs, and its failure (spec 2 §8). */
  deleting: string;
  deleteFailed: string;
}

type CalendarMessages = typeof calendarMessages.default;
type ApiCalendarMessages = typeof apiCalendarMessages.default;

function textsFrom(m: CalendarMessages, api: ApiCalendarMessages): EventDetailsDialogTexts {
  return {
    location: m.location,
    attendance: m.attendance,
    online: m.online,
    inPerson: m.inPerson,
    instructor: m.instructor,
    attendees: m.attendees,
    description: m.description,
    status: m.status,
    completed: m.completed,
    notCompleted: m.notCompleted,
    prioritySuffix: m.prioritySuffix,
    edit: m.edit,
    delete: m.delete,
    close: m.close,
    deleteConfirm: api.deleteConfirm,
    deleteConfirmAction: m.delete,
    cancel: m.cancel,
    deleting: m.deleting,
    deleteFailed: api.deleteFailed,
  };
}

export const defaultEventDetailsDialogTexts: EventDetailsDialogTexts = {
  ...textsFrom(calendarMessages.default, apiCalendarMessages.default),
  // The spec's texts, as the contract gives them (spec 2 §2.3, §5, §8).
  deleteConfirm: calendarTexts.deleteConfirm,
  deleteFailed: calendarTexts.deleteFailed,
};

export interface EventDetailsDialogProps extends EventFormatOptions {
  /** The event shown; the dialog stays closed while it is null. */
  event: CalendarEvent | null;
  open: boolean;
  /** Called with false by the close button, Escape, and after a delete resolves; never while deleting. */
  onOpenChange: (open: boolean) => void;
  /** Edit: the page closes the details and opens the form with this event. */
  onEdit: (event: CalendarEvent) => void;
  /** Deletes the event once confirmed. While it runs the dialog is busy; a rejection shows the spec's failure text. */
  onDelete: (event: CalendarEvent) => Promise<void>;
  /** Where focus goes on close. @default what had focus when the dialog opened */
  returnFocusTo?: HTMLElement | null;
  /** The visible texts. @default defaultEventDetailsDialogTexts */
  texts?: Partial<EventDetailsDialogTexts>;
}

/** Event details (spec 2 §2.3): every field of one event, with Edit and a confirmed Delete. */
export function EventDetailsDialog({
  event,
  open,
  onOpenChange,
  ...props
}: EventDetailsDialogProps) {
  return (
    <Dialog open={open && event !== null} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so a failure from an earlier opening does not linger. */}
      {open && event ? (
        <EventDetails key={event.id} event={event} onOpenChange={onOpenChange} {...props} />
      ) : null}
    </Dialog>
  );
}

function EventDetails({
  event,
  onOpenChange,
  onEdit,
  onDelete,
  locale: localeProp,
  timeZone,
  returnFocusTo,
  texts: textsProp,
}: Omit<EventDetailsDialogProps, 'open' | 'event'> & { event: CalendarEvent }) {
  const messages = useMessages(calendarMessages);
  const apiMessages = useMessages(apiCalendarMessages);
  const texts = { ...textsFrom(messages, apiMessages), ...textsProp };
  const format = useFormat();
  const locale = localeProp ?? format.locale;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(returnFocusTo);

  const runDelete = async () => {
    setFailed(false);
    setBusy(true);
    try {
      await onDelete(event);
    } catch {
      flushSync(() => {
        setBusy(false);
        setFailed(true);
      });
      // Back on Delete, ready to try again; the banner is announced as an alert.
      deleteRef.current?.focus();
      return;
    }
    setBusy(false);
    onOpenChange(false);
  };

  const blockWhileBusy = (domEvent: Event) => {
    if (busy) domEvent.preventDefault();
  };

  const rows: [string, ReactNode][] = [];
  if (event.location) rows.push([texts.location, event.location]);
  rows.push([texts.attendance, event.isOnline ? texts.online : texts.inPerson]);
  if (event.instructor) rows.push([texts.instructor, event.instructor]);
  if (event.attendees?.length)
    // Names one after another, as the language separates them ('A, B'; 'A، B').
    rows.push([texts.attendees, format.list(event.attendees, { type: 'unit', style: 'short' })]);
  rows.push([texts.status, event.completed ? texts.completed : texts.notCompleted]);

  return (
    <DialogContent
      size="md"
      flush
      showCloseButton={false}
      data-slot="event-details-dialog"
      data-busy={busy || undefined}
      onOpenAutoFocus={returnFocus.onOpenAutoFocus}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      onEscapeKeyDown={blockWhileBusy}
      onInteractOutside={blockWhileBusy}
    >
      {/* The overlay's frame: it covers the whole body however far it is scrolled. */}
      <div className="relative grid gap-4 p-6">
        <DialogHeader className="pe-8">
          <DialogTitle dir="auto" className="break-words">
            {event.title}
          </DialogTitle>
          <DialogDescription>
            {formatEventRange(event.startTime, event.endTime, { locale, timeZone })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <EventTypeBadge event={event} />
          <PriorityBadge priority={event.priority} suffix={textsProp?.prioritySuffix} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-text-muted">{term}</dt>
              <dd className="min-w-0 break-words text-text">{value}</dd>
            </div>
          ))}
        </dl>
        {event.description ? (
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium text-text-muted">{texts.description}</h3>
            <p dir="auto" className="break-words whitespace-pre-line text-text">
              {event.description}
            </p>
          </div>
        ) : null}
        {failed ? (
          <Banner variant="error" data-slot="event-details-failure">
            {texts.deleteFailed}
          </Banner>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onEdit(event)}>
            <Pencil aria-hidden="true" />
            {texts.edit}
          </Button>
          <Button
            ref={deleteRef}
            variant="destructive"
            disabled={busy}
            onClick={() => setConfirmOpen(true)}
          >
            <Trash2 aria-hidden="true" />
            {texts.delete}
          </Button>
        </DialogFooter>
        {busy ? <BusyOverlay ref={overlayRef} label={texts.deleting} /> : null}
      </div>
      {/* Last in the DOM, so opening focuses Edit rather than this button. */}
      <DialogCloseButton label={texts.close} disabled={busy} />
      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent
          data-slot="event-delete-confirm"
          onCloseAutoFocus={(domEvent) => {
            // Radix would look for a trigger; the focus goes to the busy overlay while the delete
            // runs, else back to Delete (after Cancel, or a delete that already failed).
            domEvent.preventDefault();
            (overlayRef.current ?? deleteRef.current)?.focus({ preventScroll: true });
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{texts.deleteConfirm}</AlertDialogTitle>
            <AlertDialogDescription dir="auto" className="break-words">
              {event.title}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => void runDelete()}>
              {texts.deleteConfirmAction}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </DialogContent>
  );
}
