import {
  DEFAULT_SEND_OPTIONS,
  ORGANIZATION_MESSAGE_CONTENT_MAX,
  ORGANIZATION_MESSAGE_SUBJECT_MAX,
  canSendMessage,
  estimateRecipients,
  messageAudiences,
  type MessageAudience,
  type Organization,
} from '@lp/contract';
import {
  Banner,
  Button,
  DialogFooter,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
} from '@lp/ui';
import { Send } from '@lp/ui/icons';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { CheckboxFieldset } from './checkbox-fieldset';
import type { OrganizationMessage } from './communication-hub-dialog';
import type { CommunicationHubTexts } from './organization-tools-texts';

type SendOption = keyof OrganizationMessage['options'];
const sendOptions = Object.keys(DEFAULT_SEND_OPTIONS) as SendOption[];

type Outcome = { kind: 'sent'; count: number } | { kind: 'failed'; message: string | null } | null;

export interface CommunicationHubFormProps {
  organizations: readonly Organization[];
  defaultAudience: MessageAudience;
  defaultOrganizationIds: readonly string[];
  onSend: (message: OrganizationMessage) => Promise<{ sent: number }>;
  onClose: () => void;
  /** True while the message is on its way; the dialog reads it to stay open meanwhile. */
  sendingRef: RefObject<boolean>;
  texts: CommunicationHubTexts;
}

/** The Communication Hub's form, its sending, and the confirmation that replaces it. */
export function CommunicationHubForm({
  organizations,
  defaultAudience,
  defaultOrganizationIds,
  onSend,
  onClose,
  sendingRef,
  texts,
}: CommunicationHubFormProps) {
  const requirementId = useId();
  const [audience, setAudience] = useState<MessageAudience>(defaultAudience);
  const [templateId, setTemplateId] = useState('');
  const [organizationIds, setOrganizationIds] = useState<string[]>(() =>
    organizations.map((each) => each.id).filter((id) => defaultOrganizationIds.includes(id)),
  );
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [options, setOptions] = useState<OrganizationMessage['options']>({
    ...DEFAULT_SEND_OPTIONS,
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  const filled = canSendMessage({ subject, content, sending: false });
  const templates = texts.templates[audience];
  const organizationNames = Object.fromEntries(
    organizations.map((each) => [each.id, each.name]),
  ) as Record<string, string>;

  // The form gives way to the confirmation: focus moves to its button, not to the page.
  useEffect(() => {
    if (outcome?.kind === 'sent') doneRef.current?.focus();
  }, [outcome]);

  const chooseTemplate = (id: string) => {
    const template = templates.find((each) => each.id === id);
    if (!template) return;
    setTemplateId(id);
    setSubject(template.title);
    setContent(template.content);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSendMessage({ subject, content, sending: sendingRef.current })) return;
    sendingRef.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const { sent } = await onSend({
        audience,
        organizationIds: [...organizationIds],
        subject: subject.trim(),
        content: content.trim(),
        options: { ...options },
      });
      setOutcome({ kind: 'sent', count: sent });
    } catch (thrown) {
      setOutcome({
        kind: 'failed',
        message: thrown instanceof Error && thrown.message.trim() !== '' ? thrown.message : null,
      });
    } finally {
      sendingRef.current = false;
      setBusy(false);
    }
  };

  if (outcome?.kind === 'sent') {
    return (
      <div className="grid min-w-0 gap-5" data-slot="communication-hub-sent">
        <Banner variant="success">{texts.sent(outcome.count)}</Banner>
        <DialogFooter>
          <Button ref={doneRef} onClick={onClose}>
            {texts.done}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid min-w-0 gap-5"
      data-slot="communication-hub-form"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          label={texts.audience}
          value={audience}
          onValueChange={(value) => {
            setAudience(value as MessageAudience);
            setTemplateId('');
          }}
        >
          {messageAudiences.map((each) => (
            <SelectItem key={each} value={each}>
              {texts.audienceLabels[each]}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={texts.template}
          placeholder={texts.templatePlaceholder}
          value={templateId}
          onValueChange={chooseTemplate}
        >
          {templates.map((each) => (
            <SelectItem key={each.id} value={each.id}>
              {each.title}
            </SelectItem>
          ))}
        </Select>
      </div>
      <CheckboxFieldset
        legend={texts.organizations}
        description={texts.organizationsHint}
        options={organizations.map((each) => each.id)}
        labels={organizationNames}
        value={organizationIds}
        onValueChange={setOrganizationIds}
      />
      <p
        aria-live="polite"
        data-slot="estimated-recipients"
        className="text-sm font-medium text-text"
      >
        {texts.estimatedRecipients(estimateRecipients(audience, organizationIds.length))}
      </p>
      <TextField
        label={texts.subject}
        required
        maxLength={ORGANIZATION_MESSAGE_SUBJECT_MAX}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextArea
        label={texts.content}
        required
        maxLength={ORGANIZATION_MESSAGE_CONTENT_MAX}
        rows={6}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <fieldset className="m-0 grid min-w-0 gap-3 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-medium text-text">{texts.options}</legend>
        {sendOptions.map((option) => (
          <Switch
            key={option}
            label={texts[option]}
            checked={options[option]}
            onCheckedChange={(checked) => setOptions((now) => ({ ...now, [option]: checked }))}
          />
        ))}
      </fieldset>
      {outcome?.kind === 'failed' ? (
        <Banner variant="error" title={texts.sendFailed} data-slot="communication-hub-failed">
          {outcome.message ?? texts.sendFailedFallback}
        </Banner>
      ) : null}
      {filled ? null : (
        <p id={requirementId} className="text-sm text-text-muted">
          {texts.sendRequirement}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" disabled={busy} onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button
          type="submit"
          loading={busy}
          loadingText={texts.sending}
          disabled={!filled}
          aria-describedby={filled ? undefined : requirementId}
        >
          <Send aria-hidden="true" />
          {texts.send}
        </Button>
      </DialogFooter>
    </form>
  );
}
