import { describe, expect, it } from 'vitest';
import { canExport, canSendMessage } from './admin-dialogs';

describe('admin dialogs', () => {
  it('export needs at least one section', () => {
    expect(canExport([])).toBe(false);
    expect(canExport(['stats'])).toBe(true);
  });

  it('send needs a subject and content, and not already sending', () => {
    expect(canSendMessage({ subject: 'Hi', content: 'Text', sending: false })).toBe(true);
    expect(canSendMessage({ subject: ' ', content: 'Text', sending: false })).toBe(false);
    expect(canSendMessage({ subject: 'Hi', content: '', sending: false })).toBe(false);
    expect(canSendMessage({ subject: 'Hi', content: 'Text', sending: true })).toBe(false);
  });
});
