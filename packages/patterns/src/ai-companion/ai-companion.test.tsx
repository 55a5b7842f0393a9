import {
  MAX_SUGGESTED_QUESTIONS,
  MAX_SUGGESTED_QUESTIONS_MOBILE,
  sampleSuggestedQuestions,
  type ChatMessage,
} from '@lp/contract';
import * as arNs from '@lp/locales/ar/ai-companion';
import * as esNs from '@lp/locales/es/ai-companion';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AiCompanion, type AiCompanionProps } from './ai-companion';
import { AiCompanionFab } from './ai-companion-fab';
import { offeredSelection, suggestionLimit } from './ai-companion-rules';
import { AiCompanionSheet } from './ai-companion-sheet';

function reply(content: string): ChatMessage {
  return { id: `ai-${content}`, type: 'ai', content, timestamp: '2025-07-17T10:00:00.000Z' };
}

const fiveSuggestions = [...sampleSuggestedQuestions, 'Which attacks does anomaly detection miss?'];

function Companion(props: Partial<AiCompanionProps>) {
  return (
    <AiCompanion
      personality="helpful"
      onPersonalityChange={() => {}}
      mode="chat"
      onModeChange={() => {}}
      onSend={async (text) => reply(`About: ${text}`)}
      {...props}
    />
  );
}

function suggestionButtons() {
  const list = screen.getByRole('list', { name: 'Suggested questions' });
  return within(list).getAllByRole('button');
}

describe('offeredSelection', () => {
  it('offers selected text on mobile only when it is longer than 10 characters', () => {
    expect(offeredSelection('eleven char', 'mobile')).toBe('eleven char');
    expect(offeredSelection('ten chars!', 'mobile')).toBeNull();
    expect(offeredSelection('   ten chars!   ', 'mobile')).toBeNull();
    expect(offeredSelection(undefined, 'mobile')).toBeNull();
    expect(offeredSelection('a long enough selection', 'desktop')).toBeNull();
  });

  it('caps suggestions at the spec limits', () => {
    expect(suggestionLimit('desktop')).toBe(MAX_SUGGESTED_QUESTIONS);
    expect(suggestionLimit('mobile')).toBe(MAX_SUGGESTED_QUESTIONS_MOBILE);
  });
});

describe('AiCompanion', () => {
  it('shows its heading and a named close button only when it can close', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Companion onClose={onClose} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'AI Learning Companion' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close AI companion' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<Companion />);
    expect(screen.queryByRole('button', { name: 'Close AI companion' })).toBeNull();
  });

  it('shows at most 3 suggested questions on desktop and 4 on mobile', () => {
    const { rerender } = render(<Companion suggestions={fiveSuggestions} />);
    expect(suggestionButtons()).toHaveLength(3);
    expect(suggestionButtons()[0]).toHaveTextContent(sampleSuggestedQuestions[0]!.content);
    rerender(<Companion suggestions={fiveSuggestions} variant="mobile" />);
    expect(suggestionButtons()).toHaveLength(4);
  });

  it('reports a new personality and conversation mode chosen from the selects', async () => {
    const user = userEvent.setup();
    const onPersonalityChange = vi.fn();
    const onModeChange = vi.fn();
    render(
      <Companion
        personality="helpful"
        onPersonalityChange={onPersonalityChange}
        mode="tutor"
        onModeChange={onModeChange}
      />,
    );
    const personality = screen.getByRole('combobox', { name: 'Personality' });
    expect(personality).toHaveTextContent('Helpful');
    expect(screen.getByRole('combobox', { name: 'Conversation mode' })).toHaveTextContent('Tutor');

    personality.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Socratic' }));
    expect(onPersonalityChange).toHaveBeenCalledWith('socratic');

    screen.getByRole('combobox', { name: 'Conversation mode' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Quiz master' }));
    expect(onModeChange).toHaveBeenCalledWith('quiz-master');
  });

  it('offers a long mobile selection and sends a message quoting it, keeping what was typed', async () => {
    const user = userEvent.setup();
    let answer: (message: ChatMessage) => void = () => {};
    const onSend = vi.fn(() => new Promise<ChatMessage>((resolve) => (answer = resolve)));
    const selectedText = 'a learned baseline of normal behaviour';
    render(<Companion variant="mobile" selectedText={selectedText} onSend={onSend} />);

    expect(screen.getByText(selectedText)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'my own question');
    await user.click(screen.getByRole('button', { name: 'Ask about selection' }));

    const question = `Can you explain this: "${selectedText}"`;
    expect(onSend).toHaveBeenCalledWith(question);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText(question)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('AI is thinking...');
    expect(box).toHaveValue('my own question');
    expect(screen.getByRole('button', { name: 'Ask about selection' })).toBeDisabled();

    answer(reply('A baseline is what normal looks like.'));
    expect(
      await within(log).findByText('A baseline is what normal looks like.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask about selection' })).toBeEnabled();
  });

  it('does not offer a selection of 10 characters or less, nor on desktop', () => {
    const { rerender } = render(<Companion variant="mobile" selectedText="ten chars!" />);
    expect(screen.queryByRole('button', { name: 'Ask about selection' })).toBeNull();
    rerender(<Companion variant="desktop" selectedText="a long enough selection" />);
    expect(screen.queryByRole('button', { name: 'Ask about selection' })).toBeNull();
  });

  it('takes its texts from labels, including the chat', () => {
    render(
      <Companion
        onClose={() => {}}
        labels={{ title: 'Study mentor', close: 'Hide mentor', chat: { send: 'Send' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Study mentor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Study mentor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide mentor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('AiCompanionSheet', () => {
  function MobileChat() {
    const [open, setOpen] = useState(false);
    return (
      <AiCompanionSheet
        open={open}
        onOpenChange={setOpen}
        trigger={<AiCompanionFab />}
        personality="helpful"
        onPersonalityChange={() => {}}
        mode="chat"
        onModeChange={() => {}}
        onSend={async (text) => reply(text)}
        suggestions={fiveSuggestions}
      />
    );
  }

  it('opens from the floating button as a named dialog with the mobile chat, and closes', async () => {
    const user = userEvent.setup();
    render(<MobileChat />);
    const fab = screen.getByRole('button', { name: 'Open AI companion' });
    await user.click(fab);
    const dialog = await screen.findByRole('dialog', { name: 'AI Learning Companion' });
    const list = within(dialog).getByRole('list', { name: 'Suggested questions' });
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Close AI companion' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fab).toHaveFocus();
  });
});

describe('AiCompanion in another language', () => {
  it('speaks Spanish and asks about a selection in Spanish', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async (text: string) => reply(text));
    const selectedText = 'a learned baseline of normal behaviour';
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <Companion
          variant="mobile"
          selectedText={selectedText}
          onSend={onSend}
          onClose={() => {}}
        />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Compañero de aprendizaje con IA' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Personalidad' })).toHaveTextContent('Colaborador');
    expect(screen.getByRole('combobox', { name: 'Modo de conversación' })).toHaveTextContent(
      'Chat',
    );
    await user.click(screen.getByRole('button', { name: 'Preguntar sobre la selección' }));
    expect(onSend).toHaveBeenCalledWith(`¿Puedes explicarme esto? "${selectedText}"`);
  });

  it('names the floating button and the open sheet in Arabic', () => {
    const sheet = (open: boolean) => (
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <AiCompanionSheet
          open={open}
          onOpenChange={() => {}}
          trigger={<AiCompanionFab />}
          personality="socratic"
          onPersonalityChange={() => {}}
          mode="tutor"
          onModeChange={() => {}}
          onSend={async (text) => reply(text)}
        />
      </I18nProvider>
    );
    const { rerender } = render(sheet(false));
    expect(screen.getByRole('button', { name: 'فتح رفيق الذكاء الاصطناعي' })).toBeInTheDocument();
    rerender(sheet(true));
    const dialog = screen.getByRole('dialog', { name: 'رفيق التعلّم بالذكاء الاصطناعي' });
    expect(within(dialog).getByRole('combobox', { name: 'الشخصية' })).toHaveTextContent('سقراطي');
    expect(
      within(dialog).getByRole('button', { name: 'إغلاق رفيق الذكاء الاصطناعي' }),
    ).toBeInTheDocument();
  });
});
