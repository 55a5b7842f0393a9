import { describe, expect, it } from 'vitest';
import { canSendChatMessage, meaningfulText } from './text-input';

describe('notes and chat text', () => {
  it('trims text and refuses whitespace only', () => {
    expect(meaningfulText('  remember this  ')).toBe('remember this');
    expect(meaningfulText(' \n\t ')).toBeNull();
  });

  it('disables sending for empty messages and while the AI replies', () => {
    expect(canSendChatMessage('Hello', false)).toBe(true);
    expect(canSendChatMessage('   ', false)).toBe(false);
    expect(canSendChatMessage('Hello', true)).toBe(false);
  });
});
