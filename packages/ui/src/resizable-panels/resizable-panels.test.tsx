import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clampPanelSize,
  layoutToPixels,
  PANEL_PRESETS,
  ResizableHandle,
  ResizablePanel,
  ResizablePanelGroup,
} from './resizable-panels';

describe('clampPanelSize (spec 1 §5)', () => {
  it('keeps the outline between 250 and 500 px', () => {
    expect(clampPanelSize(100, 'left')).toBe(250);
    expect(clampPanelSize(320, 'left')).toBe(320);
    expect(clampPanelSize(900, 'left')).toBe(500);
  });

  it('keeps the AI companion between 300 and 600 px and the study panel between 250 and 500 px', () => {
    expect(clampPanelSize(299, 'right')).toBe(300);
    expect(clampPanelSize(601, 'right')).toBe(600);
    expect(clampPanelSize(249.6, 'study')).toBe(250);
    expect(clampPanelSize(501, 'study')).toBe(500);
  });

  it('takes a custom range', () => {
    expect(clampPanelSize(10, { min: 40, max: 80 })).toBe(40);
  });
});

describe('PANEL_PRESETS', () => {
  it("carries the spec's default widths 320, 400 and 300", () => {
    expect([
      PANEL_PRESETS.left.default,
      PANEL_PRESETS.right.default,
      PANEL_PRESETS.study.default,
    ]).toEqual([320, 400, 300]);
  });
});

describe('ResizablePanels', () => {
  it('renders named, focusable separators between the panels', () => {
    render(
      <ResizablePanelGroup>
        <ResizablePanel id="outline" preset="left">
          Outline
        </ResizablePanel>
        <ResizableHandle aria-label="Resize course outline" />
        <ResizablePanel id="lesson">Lesson</ResizablePanel>
      </ResizablePanelGroup>,
    );
    const handle = screen.getByRole('separator', { name: 'Resize course outline' });
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('data-slot', 'resizable-handle');
    expect(screen.getByText('Outline')).toBeInTheDocument();
  });
});

describe('layoutToPixels', () => {
  it("turns the library's percentages into px of the space left by the separators", () => {
    expect(layoutToPixels({ outline: 25, lesson: 50, companion: 25 }, 1002, 2)).toEqual({
      outline: 250,
      lesson: 500,
      companion: 250,
    });
  });
});
