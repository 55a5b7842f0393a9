import { describe, expect, it } from 'vitest';
import { overriddenClasses } from './class-conflicts';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names like clsx, leaving out falsy ones', () => {
    const hidden = false;
    expect(cn('px-2', hidden && 'hidden', undefined, ['text-sm', { 'font-medium': true }])).toBe(
      'px-2 text-sm font-medium',
    );
  });

  it('throws in development when a later class overrides an earlier one, naming both sides', () => {
    expect(() => cn('h-10 px-4 text-sm', 'px-3')).toThrow(
      /class conflict: \[px-4\] would be overridden by later classes in "h-10 px-4 text-sm px-3".*variant or a prop/,
    );
  });

  it('knows the semantic colour names, so a text colour and a text size do not conflict', () => {
    expect(overriddenClasses('text-sm text-on-primary bg-primary hover:bg-primary-hover')).toEqual(
      [],
    );
    expect(overriddenClasses('text-text text-text-muted')).toEqual(['text-text']);
  });

  it('accepts the same class twice', () => {
    expect(cn('h-auto px-0', 'h-auto px-0')).toBe('h-auto px-0 h-auto px-0');
  });
});
