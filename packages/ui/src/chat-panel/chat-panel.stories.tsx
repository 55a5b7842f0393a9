import { sampleSuggestedQuestions, type ChatMessage } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChatPanel } from './chat-panel';

const suggestions = sampleSuggestedQuestions.map((question) => question.content);

let replies = 0;
/** A stand-in for the app's canned reply: answers after a short wait. */
function cannedReply(delay = 300) {
  return (text: string) =>
    new Promise<ChatMessage>((resolve) =>
      setTimeout(() => {
        replies += 1;
        resolve({
          id: `ai-story-${replies}`,
          type: 'ai',
          content: `Good question about "${text}". Anomaly detection compares activity with a learned baseline.`,
          timestamp: new Date().toISOString(),
        });
      }, delay),
    );
}

const conversation: ChatMessage[] = [
  { id: 'u1', type: 'user', content: 'What is a baseline?', timestamp: '2025-07-17T10:00:00.000Z' },
  {
    id: 'a1',
    type: 'ai',
    content:
      'A baseline is the learned picture of normal behaviour that anomalies are measured against.',
    timestamp: '2025-07-17T10:00:02.000Z',
    reactions: { helpful: true, accurate: false },
  },
];

const meta = {
  title: 'Learning/ChatPanel',
  component: ChatPanel,
  tags: ['autodocs'],
  args: { onSend: cannedReply(), suggestions, onReact: fn() },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '   ');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

export const Conversation: Story = { args: { initialMessages: conversation } };

/** Type and press Enter: the thinking state, then the reply, announced through the log. */
export const SendAndReply: Story = {
  args: { onSend: cannedReply(600) },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Explain phishing{Enter}',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('AI is thinking...');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await waitFor(
      () => expect(canvas.getByText(/Good question about "Explain phishing"/)).toBeVisible(),
      {
        timeout: 3000,
      },
    );
  },
};

export const Thinking: Story = {
  args: { onSend: () => new Promise<ChatMessage>(() => {}), initialMessages: conversation },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: suggestions[0]! }));
    await expect(canvas.getByRole('status')).toHaveTextContent('AI is thinking...');
  },
};

export const ReplyFailed: Story = {
  args: { onSend: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you there?'),
    );
  },
};

export const Reactions: Story = {
  args: { initialMessages: conversation },
  play: async ({ canvas, args }) => {
    const accurate = canvas.getByRole('button', { name: 'Accurate' });
    await userEvent.click(accurate);
    await expect(accurate).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onReact).toHaveBeenCalledWith('a1', 'accurate', true);
  },
};

export const Mobile: Story = {
  args: { initialMessages: conversation, maxSuggestions: 4 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Empty, in conversation and thinking side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChatPanel {...args} />
      <ChatPanel {...args} initialMessages={conversation} />
      <ChatPanel {...args} initialMessages={conversation} suggestions={[]} />
    </div>
  ),
};
