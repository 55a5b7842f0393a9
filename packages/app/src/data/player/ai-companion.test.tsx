import * as aiCompanionMessages from '@lp/locales/en/ai-companion';
import { chatMessageSchema, sampleCourses, type Lesson } from '@lp/contract';
import { ChatPanel } from '@lp/ui';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSimulatedAiCompanion,
  lessonSuggestions,
  useAiCompanion,
  type AiCompanionRequest,
  type AiCompanionService,
} from './ai-companion';

const [intro, keyTerms] = sampleCourses[0]!.modules[0]!.lessons as [Lesson, Lesson];

/** The English suggested question, as the catalogue says it. */
const question = (term: string) => aiCompanionMessages.default.suggestedQuestion({ term });

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Types into ChatPanel's box and sends (fireEvent: user-event's own delays fight fake timers). */
async function ask(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  });
}

/** A backend whose replies the test settles by hand. */
function manualService() {
  const calls: {
    request: AiCompanionRequest;
    resolve: (content: string) => void;
    reject: (error: Error) => void;
  }[] = [];
  const service: AiCompanionService = {
    reply: (request) =>
      new Promise((resolve, reject) => {
        calls.push({
          request,
          resolve: (content) => resolve({ content, suggestions: [] }),
          reject,
        });
      }),
  };
  return { service, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the simulated AI companion', () => {
  it("thinks for the contract's 1-3 s, then answers with the lesson's canned reply", async () => {
    const ai = createSimulatedAiCompanion({ random: () => 0.5 });
    let answer: { content: string; suggestions: string[] } | undefined;
    void ai
      .reply({
        lesson: intro,
        message: 'Explain ANOMALY detection',
        personality: 'helpful',
        mode: 'chat',
        question,
      })
      .then((reply) => (answer = reply));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer?.content).toBe(intro.aiReplies.anomaly);
    expect(answer?.suggestions).toEqual(['What is anomaly?', 'What is adversarial?']);
  });

  it('can think for a fixed time (the mobile chat)', async () => {
    const ai = createSimulatedAiCompanion({ fixedDelayMs: 1500, random: () => 1 });
    let answered = false;
    void ai
      .reply({
        lesson: intro,
        message: 'hello',
        personality: 'socratic',
        mode: 'tutor',
        question,
      })
      .then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
  });

  it('stops when the request is aborted', async () => {
    const ai = createSimulatedAiCompanion({ random: () => 0 });
    const controller = new AbortController();
    const reply = ai.reply({
      lesson: intro,
      message: 'hello',
      personality: 'helpful',
      mode: 'chat',
      signal: controller.signal,
      question,
    });
    controller.abort();
    await expect(reply).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("offers a 'What is <keyword>?' question per canned reply keyword, without those asked", () => {
    expect(lessonSuggestions(keyTerms, question)).toEqual([
      'What is false positive?',
      'What is baseline?',
    ]);
    expect(lessonSuggestions(keyTerms, question, ['  what is BASELINE? '])).toEqual([
      'What is false positive?',
    ]);
  });
});

describe('useAiCompanion', () => {
  it('adds the message, thinks, then adds the AI reply in the contract shape', async () => {
    const service = createSimulatedAiCompanion({ random: () => 0 });
    const { result } = renderHook(() =>
      useAiCompanion(intro, { variant: 'desktop', service, playbackTime: 42 }),
    );
    await act(async () => {
      void result.current.send('  What about adversarial examples?  ');
    });
    expect(result.current.thinking).toBe(true);
    expect(result.current.messages).toHaveLength(1);
    expect(result.current.messages[0]).toMatchObject({
      type: 'user',
      content: 'What about adversarial examples?',
      context: { lessonId: intro.id, timestamp: 42, type: 'video' },
    });

    await advance(1000);
    expect(result.current.thinking).toBe(false);
    const reply = result.current.messages[1]!;
    expect(chatMessageSchema.parse(reply)).toEqual(reply);
    expect(reply).toMatchObject({
      type: 'ai',
      content: intro.aiReplies.adversarial,
      context: { lessonId: intro.id, timestamp: 42, type: 'video' },
      reactions: { helpful: false, accurate: false },
    });
  });

  it('ignores a message empty after trimming, and sending while the AI is thinking', async () => {
    const { service, calls } = manualService();
    const { result } = renderHook(() => useAiCompanion(intro, { variant: 'desktop', service }));
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.send('   ');
    });
    expect(accepted).toBe(false);
    await act(async () => {
      void result.current.send('First');
    });
    await act(async () => {
      accepted = await result.current.send('Second');
    });
    expect(accepted).toBe(false);
    expect(calls).toHaveLength(1);
    expect(result.current.messages.map((message) => message.content)).toEqual(['First']);
  });

  it('sets the failed state when the reply fails, and clears it on the next message', async () => {
    const { service, calls } = manualService();
    const { result } = renderHook(() => useAiCompanion(intro, { variant: 'desktop', service }));
    await act(async () => {
      void result.current.send('Will this work?');
    });
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(result.current.failed).toBe(true);
    expect(result.current.thinking).toBe(false);
    await act(async () => {
      void result.current.send('Again');
    });
    expect(result.current.failed).toBe(false);
    expect(result.current.thinking).toBe(true);
  });

  it('cancels a pending reply and starts a new conversation when the lesson changes', async () => {
    const { service, calls } = manualService();
    const { result, rerender } = renderHook(
      ({ lesson }) => useAiCompanion(lesson, { variant: 'desktop', service }),
      { initialProps: { lesson: intro } },
    );
    await act(async () => {
      void result.current.send('Question on the first lesson');
    });
    rerender({ lesson: keyTerms });
    expect(calls[0]!.request.signal?.aborted).toBe(true);
    expect(result.current.messages).toEqual([]);
    expect(result.current.thinking).toBe(false);
    await act(async () => calls[0]!.resolve('A late answer'));
    expect(result.current.messages).toEqual([]);
    expect(result.current.failed).toBe(false);
    // The new lesson's chat is free at once.
    await act(async () => {
      void result.current.send('What is a baseline?');
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request.lesson.id).toBe(keyTerms.id);
  });

  it('cancels a pending reply when the player closes', async () => {
    const { service, calls } = manualService();
    const { result, unmount } = renderHook(() =>
      useAiCompanion(intro, { variant: 'desktop', service }),
    );
    await act(async () => {
      void result.current.send('Anyone there?');
    });
    unmount();
    expect(calls[0]!.request.signal?.aborted).toBe(true);
  });

  it('toggles reactions on a message', async () => {
    const service = createSimulatedAiCompanion({ fixedDelayMs: 10 });
    const { result } = renderHook(() => useAiCompanion(intro, { variant: 'desktop', service }));
    await act(async () => {
      void result.current.send('hello');
    });
    await advance(10);
    const id = result.current.messages[1]!.id;
    act(() => result.current.react(id, 'helpful'));
    expect(result.current.messages[1]!.reactions).toEqual({ helpful: true, accurate: false });
    act(() => result.current.react(id, 'helpful'));
    act(() => result.current.react(id, 'accurate'));
    expect(result.current.messages[1]!.reactions).toEqual({ helpful: false, accurate: true });
  });

  it('passes personality and mode to the backend', async () => {
    const { service, calls } = manualService();
    const { result } = renderHook(() => useAiCompanion(intro, { variant: 'desktop', service }));
    expect([result.current.personality, result.current.mode]).toEqual(['helpful', 'chat']);
    act(() => {
      result.current.setPersonality('socratic');
      result.current.setMode('quiz-master');
    });
    await act(async () => {
      void result.current.send('Quiz me');
    });
    expect(calls[0]!.request).toMatchObject({ personality: 'socratic', mode: 'quiz-master' });
  });

  it('offers the questions not yet asked, at most 3 on desktop and 4 on mobile', async () => {
    const lesson: Lesson = {
      ...intro,
      aiReplies: { a: '1', b: '2', c: '3', d: '4', e: '5', default: 'x' },
    };
    const service = createSimulatedAiCompanion({ fixedDelayMs: 10 });
    const desktop = renderHook(() => useAiCompanion(lesson, { variant: 'desktop', service }));
    const mobile = renderHook(() => useAiCompanion(lesson, { variant: 'mobile', service }));
    expect(desktop.result.current.suggestions).toEqual(['What is a?', 'What is b?', 'What is c?']);
    expect(mobile.result.current.suggestions).toHaveLength(4);
    await act(async () => {
      void desktop.result.current.send('What is b?');
    });
    expect(desktop.result.current.suggestions).toEqual(['What is a?', 'What is c?', 'What is d?']);
  });

  it('waits 1.5 s in the mobile chat by default', async () => {
    const { result } = renderHook(() => useAiCompanion(intro, { variant: 'mobile' }));
    await act(async () => {
      void result.current.send('hello');
    });
    await advance(1499);
    expect(result.current.thinking).toBe(true);
    await advance(1);
    expect(result.current.thinking).toBe(false);
    expect(result.current.messages[1]?.content).toBe(intro.aiReplies.default);
  });

  it('drives the ChatPanel of @lp/ui and keeps its conversation when the panel reopens', async () => {
    const service = createSimulatedAiCompanion({ fixedDelayMs: 1000 });
    const { result } = renderHook(() => useAiCompanion(intro, { variant: 'desktop', service }));
    const Chat = () => (
      <ChatPanel key={result.current.conversationKey} {...result.current.chatPanelProps} />
    );
    const view = render(<Chat />);
    await ask('Tell me about anomaly');
    expect(screen.getByRole('status')).toHaveTextContent('AI is thinking...');
    await advance(1000);
    expect(screen.getByRole('log')).toHaveTextContent(intro.aiReplies.anomaly!);
    expect(result.current.messages.map((message) => message.type)).toEqual(['user', 'ai']);
    // Closing and reopening the panel shows the same conversation.
    view.unmount();
    render(<Chat />);
    expect(screen.getByRole('log')).toHaveTextContent('Tell me about anomaly');
    expect(screen.getByRole('log')).toHaveTextContent(intro.aiReplies.anomaly!);
  });

  it('lets ChatPanel show its failure message when the reply fails', async () => {
    const service: AiCompanionService = { reply: () => Promise.reject(new Error('down')) };
    const { result } = renderHook(() => useAiCompanion(intro, { variant: 'desktop', service }));
    render(<ChatPanel {...result.current.chatPanelProps} />);
    await ask('Hello?');
    expect(
      screen.getByText('The reply could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(result.current.failed).toBe(true);
  });
});
