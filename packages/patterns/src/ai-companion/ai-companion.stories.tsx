import {
  sampleSuggestedQuestions,
  type AiPersonality,
  type ChatMessage,
  type ConversationMode,
} from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AiCompanion, type AiCompanionProps } from './ai-companion';
import { AiCompanionFab } from './ai-companion-fab';
import { AiCompanionSheet } from './ai-companion-sheet';

let replies = 0;
/** A stand-in for the app's simulated companion: answers after a short wait. */
function replyAfter(delay = 300) {
  return (text: string) =>
    new Promise<ChatMessage>((resolve) =>
      setTimeout(() => {
        replies += 1;
        resolve({
          id: `ai-story-${replies}`,
          type: 'ai',
          content: `Here is a way to think about "${text}": compare it with what normal looks like.`,
          timestamp: new Date().toISOString(),
        });
      }, delay),
    );
}

const conversation: ChatMessage[] = [
  {
    id: 'u1',
    type: 'user',
    content: 'Why do models raise false positives?',
    timestamp: '2025-07-17T10:00:00.000Z',
  },
  {
    id: 'a1',
    type: 'ai',
    content:
      'Because the baseline never covers every harmless behaviour: something rare but legitimate still looks unusual.',
    timestamp: '2025-07-17T10:00:02.000Z',
    reactions: { helpful: false, accurate: false },
  },
];

/** More than the mobile limit of 4, so the cap shows. */
const fiveSuggestions = [...sampleSuggestedQuestions, 'Which attacks does anomaly detection miss?'];

type StoryProps = Omit<
  AiCompanionProps,
  'personality' | 'onPersonalityChange' | 'mode' | 'onModeChange'
> & { personality?: AiPersonality; mode?: ConversationMode };

/** The companion with its choices held in state, as the app holds them. */
function Companion({ personality = 'helpful', mode = 'chat', variant, ...props }: StoryProps) {
  const [currentPersonality, setPersonality] = useState(personality);
  const [currentMode, setMode] = useState(mode);
  return (
    <div className={variant === 'mobile' ? 'h-[44rem]' : 'h-[44rem] max-w-md'}>
      <AiCompanion
        {...props}
        variant={variant}
        className="h-full"
        personality={currentPersonality}
        onPersonalityChange={setPersonality}
        mode={currentMode}
        onModeChange={setMode}
      />
    </div>
  );
}

const meta = {
  title: 'Player/AI companion',
  component: Companion,
  tags: ['autodocs'],
  args: { onSend: replyAfter(), onReact: fn(), onClose: fn() },
} satisfies Meta<typeof Companion>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'AI Learning Companion' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Close AI companion' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Conversation: Story = {
  args: { initialMessages: conversation },
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(within(log).getByText(/baseline never covers/)).toBeVisible();
    await userEvent.click(within(log).getByRole('button', { name: 'Helpful' }));
    await expect(args.onReact).toHaveBeenCalledWith('a1', 'helpful', true);
  },
};

/** A reply on its way: 'AI is thinking...' and the send button disabled. */
export const Thinking: Story = {
  args: {
    initialMessages: conversation,
    suggestions: sampleSuggestedQuestions,
    onSend: () => new Promise<ChatMessage>(() => {}),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: sampleSuggestedQuestions[0]!.content }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('AI is thinking...');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

/** Five suggestions given, three shown on desktop. */
export const WithSuggestions: Story = {
  args: { suggestions: fiveSuggestions },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Suggested questions' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
  },
};

/** The choices of personality and conversation mode. */
export const ChangePersonality: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Personality' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Socratic' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Personality' })).toHaveTextContent('Socratic'),
    );
  },
};

/** Five suggestions given, four shown in the mobile chat. */
export const MobileWithSuggestions: Story = {
  args: { variant: 'mobile', suggestions: fiveSuggestions, onClose: undefined },
  globals: mobile,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Suggested questions' });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
  },
};

/** A selection longer than 10 characters is offered; asking sends a message quoting it. */
export const MobileSelectedText: Story = {
  args: {
    variant: 'mobile',
    selectedText: 'Anomaly detection learns normal behaviour and flags the unusual.',
  },
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask about selection' }));
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(
      within(log).getByText(
        'Can you explain this: "Anomaly detection learns normal behaviour and flags the unusual."',
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(log).getByText(/Here is a way to think/)).toBeVisible(), {
      timeout: 3000,
    });
  },
};

/** Ten characters or fewer: nothing is offered. */
export const MobileShortSelection: Story = {
  args: { variant: 'mobile', selectedText: 'baseline' },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask about selection' })).toBeNull();
  },
};

function FloatingChat(props: Partial<StoryProps>) {
  const [open, setOpen] = useState(false);
  const [personality, setPersonality] = useState<AiPersonality>('encouraging');
  const [mode, setMode] = useState<ConversationMode>('study-buddy');
  return (
    <AiCompanionSheet
      open={open}
      onOpenChange={setOpen}
      trigger={<AiCompanionFab />}
      personality={personality}
      onPersonalityChange={setPersonality}
      mode={mode}
      onModeChange={setMode}
      onSend={replyAfter()}
      suggestions={fiveSuggestions}
      selectedText="Models reduce alert volume; they do not replace analysts."
      {...props}
    />
  );
}

/** The mobile floating chat: the button opens the companion in a sheet. */
export const MobileFloatingChat: Story = {
  render: () => <FloatingChat />,
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open AI companion' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Learning Companion' });
    await expect(within(dialog).getByRole('button', { name: 'Ask about selection' })).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'Personality' })).toHaveTextContent(
      'Encouraging',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close AI companion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
