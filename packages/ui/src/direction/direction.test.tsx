import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectionProvider, inlineArrow, useDirection } from './direction';

function ShowDirection() {
  return <output>{useDirection()}</output>;
}

describe('DirectionProvider', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('gives the direction it is told', () => {
    render(
      <DirectionProvider dir="rtl">
        <ShowDirection />
      </DirectionProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('rtl');
  });

  it('without one, follows <html dir>, also when it changes', async () => {
    document.documentElement.dir = 'rtl';
    render(
      <DirectionProvider>
        <ShowDirection />
      </DirectionProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('rtl');
    await act(async () => {
      document.documentElement.dir = 'ltr';
      // The MutationObserver reports after the current task's microtasks.
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('ltr');
  });

  it('is left to right with no provider', () => {
    render(<ShowDirection />);
    expect(screen.getByRole('status')).toHaveTextContent('ltr');
  });
});

describe('inlineArrow', () => {
  it('reads Left and Right as the way they point along the line', () => {
    expect(inlineArrow('ArrowRight', 'ltr')).toBe('forward');
    expect(inlineArrow('ArrowLeft', 'ltr')).toBe('back');
    expect(inlineArrow('ArrowLeft', 'rtl')).toBe('forward');
    expect(inlineArrow('ArrowRight', 'rtl')).toBe('back');
    expect(inlineArrow('ArrowDown', 'rtl')).toBeNull();
  });
});
