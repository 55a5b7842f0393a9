import * as settingsPageMessages from '@lp/locales/en/settings-page';
import { Button, Switch, useMessages } from '@lp/ui';
import { useState, type FormEvent } from 'react';
import { PlainCheckbox } from './plain-choices';
import { SettingsSection, type SectionResult } from './settings-section';

export interface NotificationChoices {
  courseAnnouncements: boolean;
  liveEventReminders: boolean;
  messages: boolean;
}

export interface NotificationsSectionProps {
  notifications: NotificationChoices;
  result?: SectionResult;
  /** Saves the choices; may return a promise. Without it (before the script), the form posts. */
  onNotificationsChange?: (choices: NotificationChoices) => unknown;
}

/** Notifications: which e-mails the person wants. */
export function NotificationsSection({
  notifications,
  result,
  onNotificationsChange,
}: NotificationsSectionProps) {
  const text = useMessages(settingsPageMessages);
  const kinds: { name: keyof NotificationChoices; label: string; description: string }[] = [
    {
      name: 'courseAnnouncements',
      label: text.courseAnnouncementsLabel,
      description: text.courseAnnouncementsDescription,
    },
    {
      name: 'liveEventReminders',
      label: text.liveEventRemindersLabel,
      description: text.liveEventRemindersDescription,
    },
    { name: 'messages', label: text.messagesLabel, description: text.messagesDescription },
  ];
  const [choices, setChoices] = useState(notifications);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!onNotificationsChange) return; // before the script: the form posts
    event.preventDefault();
    setBusy(true);
    try {
      await onNotificationsChange(choices);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="notifications"
      title={text.notificationsTitle}
      description={text.notificationsDescription}
      result={result}
    >
      <form method="post" onSubmit={submit} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="notifications" />
        {kinds.map((kind) =>
          onNotificationsChange ? (
            <Switch
              key={kind.name}
              name={kind.name}
              value="on"
              label={kind.label}
              description={kind.description}
              labelPosition="start"
              checked={choices[kind.name]}
              onCheckedChange={(checked) => setChoices({ ...choices, [kind.name]: checked })}
            />
          ) : (
            <PlainCheckbox key={kind.name} {...kind} defaultChecked={choices[kind.name]} />
          ),
        )}
        <div>
          <Button type="submit" variant="outline" loading={busy} loadingText={text.savingLabel}>
            {text.saveNotificationsLabel}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
