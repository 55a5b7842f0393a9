import { calendarMessages as calendarTexts, priorities, type CalendarEvent } from '@lp/contract';
import type { CalendarEventInput } from '@lp/contract/api';
import * as apiCalendarMessages from '@lp/locales/en/api-calendar';
import * as calendarMessages from '@lp/locales/en/calendar';
import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
  useMessages,
} from '@lp/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { BusyOverlay, useReturnFocus } from './busy-overlay';
import { ToneDot } from './event-badges';
import {
  firstInvalidField,
  initialEventFormValues,
  loadEventInputSchema,
  validateEventForm,
  type EventFormErrors,
  type EventFormField,
  type EventFormValues,
} from './event-form-values';
import {
  calendarFormEventTypes,
  defaultToneForType,
  eventTones,
  type EventTone,
} from './event-tone';
import { useEventLabels } from './use-event-labels';

export interface EventFormDialogTexts {
  addTitle: string;
  editTitle: string;
  title: string;
  start: string;
  end: string;
  type: string;
  priority: string;
  location: string;
  instructor: string;
  attendees: string;
  attendeesHint: string;
  description: string;
  online: string;
  completed: string;
  color: string;
  /** The colour roles' names in the Colour list. */
  colorNames: Record<EventTone, string>;
  cancel: string;
  /** The submit button in add and edit mode. */
  save: string;
  update: string;
  close: string;
  /** Shown instead of the schema's 'Invalid ISO datetime' when a date is empty or unreadable. */
  startMissing: string;
  endMissing: string;
  /** The spec's busy and failure texts (spec 2 §4, §8). */
  creating: string;
  updating: string;
  createFailed: string;
  updateFailed: string;
}

type CalendarMessages = typeof calendarMessages.default;
type ApiCalendarMessages = typeof apiCalendarMessages.default;

function textsFrom(m: CalendarMessages, api: ApiCalendarMessages): EventFormDialogTexts {
  return {
    addTitle: m.addTitle,
    editTitle: m.editTitle,
    title: m.fieldTitle,
    start: m.start,
    end: m.end,
    type: m.type,
    priority: m.priority,
    location: m.location,
    instructor: m.instructor,
    attendees: m.attendees,
    attendeesHint: m.attendeesHint,
    description: m.description,
    online: m.online,
    completed: m.completed,
    color: m.color,
    colorNames: {
      primary: m.colorPrimary,
      accent: m.colorAccent,
      info: m.colorInfo,
      success: m.colorSuccess,
      warning: m.colorWarning,
      danger: m.colorDanger,
      neutral: m.colorNeutral,
    },
    cancel: m.cancel,
    save: m.save,
    update: m.update,
    close: m.close,
    startMissing: m.startMissing,
    endMissing: m.endMissing,
    creating: api.creating,
    updating: api.updating,
    createFailed: api.createFailed,
    updateFailed: api.updateFailed,
  };
}

export const defaultEventFormDialogTexts: EventFormDialogTexts = {
  ...textsFrom(calendarMessages.default, apiCalendarMessages.default),
  // The spec's busy and failure texts, as the contract gives them (spec 2 §4, §8).
  creating: calendarTexts.creating,
  updating: calendarTexts.updating,
  createFailed: calendarTexts.createFailed,
  updateFailed: calendarTexts.updateFailed,
};

export interface EventFormDialogProps {
  /** Whether the dialog shows. Each opening starts from the event (or the defaults) again. */
  open: boolean;
  /** Called with false by Cancel, the close button, Escape, and after a save resolves; never while saving. */
  onOpenChange: (open: boolean) => void;
  /** The event to edit; without it the dialog adds one. */
  event?: CalendarEvent;
  /** The new event's start in add mode (the day picked in the grid). @default the next full hour */
  initialStart?: Date;
  /** Saves the validated input. While it runs the dialog is busy; a rejection shows the spec's failure text and keeps every value. */
  onSubmit: (input: CalendarEventInput) => Promise<void>;
  /** Where focus goes on close. @default what had focus when the dialog opened */
  returnFocusTo?: HTMLElement | null;
  /** The visible texts. @default defaultEventFormDialogTexts */
  texts?: Partial<EventFormDialogTexts>;
}

/** Add Event and Edit Event (spec 2 §2.3): the calendar event form, checked with the API's schema. */
export function EventFormDialog({ open, onOpenChange, ...props }: EventFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from fresh values. */}
      {open ? (
        <EventForm key={props.event?.id ?? 'new'} onOpenChange={onOpenChange} {...props} />
      ) : null}
    </Dialog>
  );
}

function EventForm({
  onOpenChange,
  event,
  initialStart,
  onSubmit,
  returnFocusTo,
  texts: textsProp,
}: Omit<EventFormDialogProps, 'open'>) {
  const messages = useMessages(calendarMessages);
  const apiMessages = useMessages(apiCalendarMessages);
  const texts = { ...textsFrom(messages, apiMessages), ...textsProp };
  const labels = useEventLabels();
  const editing = event !== undefined;
  const [values, setValues] = useState<EventFormValues>(() =>
    initialEventFormValues({ event, initialStart }),
  );
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Set from the submit until the save settles, so a second Enter cannot send twice.
  const submitting = useRef(false);
  const returnFocus = useReturnFocus(returnFocusTo);
  const baseId = useId();
  const idOf = (field: EventFormField) => `${baseId}${field}`;

  const set = <K extends EventFormField>(field: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The field's message described the old value.
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const changeType = (type: EventFormValues['type']) => {
    setValues((current) => ({
      ...current,
      type,
      // The colour follows the type until someone picks another one.
      color:
        current.color === defaultToneForType(current.type)
          ? defaultToneForType(type)
          : current.color,
    }));
  };

  useEffect(() => {
    // Start loading the schema now, so it is there by the time the user submits.
    loadEventInputSchema().catch(() => {});
  }, []);

  const fail = () => {
    flushSync(() => {
      setBusy(false);
      setFailed(true);
    });
    // Back on the submit button, ready to try again; the banner is announced as an alert.
    submitRef.current?.focus();
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await validateAndSave();
    } finally {
      submitting.current = false;
    }
  };

  const validateAndSave = async () => {
    let schema;
    try {
      schema = await loadEventInputSchema();
    } catch {
      // Without the schema (offline) the save could not go through either.
      fail();
      return;
    }
    const result = validateEventForm(schema, values, event, {
      start: texts.startMissing,
      end: texts.endMissing,
    });
    if (!result.input) {
      // Render the messages first, so the focused field is read with its message.
      flushSync(() => {
        setErrors(result.errors);
        setFailed(false);
      });
      const first = firstInvalidField(result.errors);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setErrors({});
    setFailed(false);
    setBusy(true);
    try {
      await onSubmit(result.input);
    } catch {
      fail();
      return;
    }
    setBusy(false);
    onOpenChange(false);
  };

  const blockWhileBusy = (domEvent: Event) => {
    if (busy) domEvent.preventDefault();
  };
  const types: readonly EventFormValues['type'][] = calendarFormEventTypes.includes(
    values.type as (typeof calendarFormEventTypes)[number],
  )
    ? calendarFormEventTypes
    : [...calendarFormEventTypes, values.type];

  return (
    <DialogContent
      size="lg"
      flush
      showCloseButton={false}
      data-slot="event-form-dialog"
      data-busy={busy || undefined}
      // No description: the fields say it all (and Radix asks for an explicit undefined).
      aria-describedby={undefined}
      onOpenAutoFocus={returnFocus.onOpenAutoFocus}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      onEscapeKeyDown={blockWhileBusy}
      onInteractOutside={blockWhileBusy}
    >
      {/* The form is the overlay's frame: it covers the whole form however far it is scrolled. */}
      <form noValidate onSubmit={submit} className="relative p-6">
        {/* A disabled fieldset disables every control in it while the save runs. */}
        <fieldset disabled={busy} className="m-0 grid min-w-0 gap-4 border-0 p-0">
          <DialogHeader className="pe-8">
            <DialogTitle>{editing ? texts.editTitle : texts.addTitle}</DialogTitle>
          </DialogHeader>
          <div className="grid gap-4 md:grid-cols-2">
            {failed ? (
              <Banner variant="error" className="md:col-span-2" data-slot="event-form-failure">
                {editing ? texts.updateFailed : texts.createFailed}
              </Banner>
            ) : null}
            <TextField
              id={idOf('title')}
              label={texts.title}
              required
              autoComplete="off"
              value={values.title}
              error={errors.title}
              onChange={(e) => set('title', e.target.value)}
              containerClassName="md:col-span-2"
            />
            <TextField
              id={idOf('start')}
              type="datetime-local"
              label={texts.start}
              required
              value={values.start}
              error={errors.start}
              onChange={(e) => set('start', e.target.value)}
            />
            <TextField
              id={idOf('end')}
              type="datetime-local"
              label={texts.end}
              required
              value={values.end}
              error={errors.end}
              onChange={(e) => set('end', e.target.value)}
            />
            <Select
              id={idOf('type')}
              label={texts.type}
              value={values.type}
              error={errors.type}
              onValueChange={(type) => changeType(type as EventFormValues['type'])}
            >
              {types.map((type) => (
                <SelectItem key={type} value={type}>
                  {labels.type(type)}
                </SelectItem>
              ))}
            </Select>
            <Select
              id={idOf('priority')}
              label={texts.priority}
              value={values.priority}
              error={errors.priority}
              onValueChange={(priority) => set('priority', priority as EventFormValues['priority'])}
            >
              {priorities.map((priority) => (
                <SelectItem key={priority} value={priority}>
                  {labels.priority(priority)}
                </SelectItem>
              ))}
            </Select>
            <TextField
              id={idOf('location')}
              label={texts.location}
              value={values.location}
              error={errors.location}
              onChange={(e) => set('location', e.target.value)}
            />
            <TextField
              id={idOf('instructor')}
              label={texts.instructor}
              value={values.instructor}
              error={errors.instructor}
              onChange={(e) => set('instructor', e.target.value)}
            />
            <TextField
              id={idOf('attendees')}
              label={texts.attendees}
              description={texts.attendeesHint}
              autoComplete="off"
              value={values.attendees}
              error={errors.attendees}
              onChange={(e) => set('attendees', e.target.value)}
              containerClassName="md:col-span-2"
            />
            <TextArea
              id={idOf('description')}
              label={texts.description}
              rows={3}
              value={values.description}
              error={errors.description}
              onChange={(e) => set('description', e.target.value)}
              containerClassName="md:col-span-2"
            />
            <Select
              id={idOf('color')}
              label={texts.color}
              value={values.color}
              error={errors.color}
              onValueChange={(color) => set('color', color as EventTone)}
            >
              {eventTones.map((tone) => (
                <SelectItem key={tone} value={tone}>
                  <span className="flex items-center gap-2">
                    <ToneDot tone={tone} />
                    {texts.colorNames[tone]}
                  </span>
                </SelectItem>
              ))}
            </Select>
            <div className="flex flex-col justify-end gap-3 md:pb-2.5">
              <Switch
                id={idOf('isOnline')}
                label={texts.online}
                checked={values.isOnline}
                error={errors.isOnline}
                onCheckedChange={(checked) => set('isOnline', checked)}
              />
              <Checkbox
                id={idOf('completed')}
                label={texts.completed}
                checked={values.completed}
                error={errors.completed}
                onCheckedChange={(checked) => set('completed', checked === true)}
              />
            </div>
          </div>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {texts.cancel}
            </Button>
            <Button ref={submitRef} type="submit">
              {editing ? texts.update : texts.save}
            </Button>
          </DialogFooter>
          {/* Last in the DOM, so opening focuses the Title field rather than this button. */}
          <DialogCloseButton label={texts.close} />
        </fieldset>
        {busy ? (
          <BusyOverlay
            // Takes the focus from the control the fieldset just disabled.
            ref={(node) => node?.focus({ preventScroll: true })}
            label={editing ? texts.updating : texts.creating}
          />
        ) : null}
      </form>
    </DialogContent>
  );
}
