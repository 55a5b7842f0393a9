import type { ChatMessage } from '@lp/contract';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';
import { useChatPanel, visibleSuggestions } from './use-chat-panel';
import * as esChat from '@lp/locales/es/ui-chat-panel';
import { I18nProvider } from '../i18n';

function aiReply(content: string, id = 'ai-1'): ChatMessage {
  return { id, type: 'ai', content, timestamp: '2025-07-17T10:00:00.000Z' };
}

/** A reply the test resolves when it wants. */
function deferredReply() {
  let resolve!: (message: ChatMessage) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<ChatMessage>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.useRealTimers());

describe('useChatPanel', () => {
  it('ignores a message that is empty after trimming and sends the trimmed text', async () => {
    const onSend = vi.fn(async () => aiReply('Hi'));
    const { result } = renderHook(() => useChatPanel({ onSend }));
    await act(() => result.current.send('   \n '));
    expect(onSend).not.toHaveBeenCalled();
    expect(result.current.state.messages).toEqual([]);
    await act(() => result.current.send('  What is a baseline?  '));
    expect(onSend).toHaveBeenCalledWith('What is a baseline?');
    expect(result.current.state.messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'What is a baseline?'],
      ['ai', 'Hi'],
    ]);
  });

  it('sends nothing more while a reply is pending', async () => {
    const reply = deferredReply();
    const onSend = vi.fn(() => reply.promise);
    const { result } = renderHook(() => useChatPanel({ onSend }));
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.send('One');
    });
    expect(result.current.state.pending).toBe(true);
    act(() => result.current.setDraft('Two'));
    expect(result.current.state.canSend).toBe(false);
    await act(() => result.current.send('Two'));
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => {
      reply.resolve(aiReply('Done'));
      await first;
    });
    expect(result.current.state.pending).toBe(false);
    expect(result.current.state.canSend).toBe(true);
  });

  it('puts the text back when the reply fails, so nothing typed is lost', async () => {
    const { result } = renderHook(() =>
      useChatPanel({ onSend: () => Promise.reject(new Error('offline')) }),
    );
    await act(() => result.current.send('Keep me'));
    expect(result.current.state).toMatchObject({ failed: true, draft: 'Keep me', pending: false });
  });

  it('toggles reactions on and off and reports them', () => {
    const onReact = vi.fn();
    const { result } = renderHook(() =>
      useChatPanel({ onSend: vi.fn(), onReact, initialMessages: [aiReply('Answer')] }),
    );
    act(() => result.current.toggleReaction('ai-1', 'helpful'));
    act(() => result.current.toggleReaction('ai-1', 'accurate'));
    act(() => result.current.toggleReaction('ai-1', 'helpful'));
    expect(result.current.state.messages[0]!.reactions).toEqual({ helpful: false, accurate: true });
    expect(onReact.mock.calls).toEqual([
      ['ai-1', 'helpful', true],
      ['ai-1', 'accurate', true],
      ['ai-1', 'helpful', false],
    ]);
  });

  it('turns read-aloud off by itself after 3 seconds', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() =>
      useChatPanel({ onSend: vi.fn(), initialMessages: [aiReply('Answer')] }),
    );
    act(() => result.current.toggleReadAloud('ai-1'));
    expect(result.current.state.readingId).toBe('ai-1');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.state.readingId).toBe('ai-1');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.readingId).toBeNull();
  });

  it('shows at most the allowed number of suggestions', () => {
    expect(visibleSuggestions(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(visibleSuggestions(['a', 'b', 'c', 'd', 'e'], 4)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('ChatPanel', () => {
  it('sends with Enter, says the AI is thinking, then shows the reply in the log', async () => {
    const reply = deferredReply();
    render(<ChatPanel onSend={() => reply.promise} />);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'What is phishing?{Enter}',
    );
    expect(screen.getByRole('status')).toHaveTextContent('AI is thinking...');
    expect(send).toBeDisabled();
    await act(async () => reply.resolve(aiReply('A lure to steal credentials.')));
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(
      within(log)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([
      'You: What is phishing?',
      expect.stringContaining('AI mentor: A lure to steal credentials.'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('sends a suggested question when pressed and shows only the maximum', async () => {
    const onSend = vi.fn(async () => aiReply('Sure'));
    render(
      <ChatPanel
        onSend={onSend}
        suggestions={['One?', 'Two?', 'Three?', 'Four?']}
        maxSuggestions={4}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Suggested questions' })).getAllByRole('button'),
    ).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Two?' }));
    expect(onSend).toHaveBeenCalledWith('Two?');
  });

  it('toggles reactions, voice input and read-aloud as pressed buttons', async () => {
    render(<ChatPanel onSend={vi.fn()} initialMessages={[aiReply('Answer')]} />);
    const helpful = screen.getByRole('button', { name: 'Helpful' });
    await userEvent.click(helpful);
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Voice input' }));
    expect(screen.getByRole('button', { name: 'Voice input' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(screen.getByRole('button', { name: 'Read aloud' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('ChatPanel in another language', () => {
  it('shows its texts in the page language', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esChat.id, esChat.default]]) }}>
        <ChatPanel onSend={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByText('Pregunta lo que quieras sobre esta lección.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute(
      'placeholder',
      'Haz una pregunta...',
    );
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
  });
});
