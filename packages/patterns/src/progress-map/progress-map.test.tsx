import * as esNs from '@lp/locales/es/progress-map';
import { I18nProvider } from '@lp/ui';
import type { ProgressNode, ProgressNodeStatus } from '@lp/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProgressMap } from './progress-map';

function node(
  id: string,
  status: ProgressNodeStatus,
  position: { x: number; y: number },
  connections: string[] = [],
): ProgressNode {
  return {
    id,
    title: `Node ${id}`,
    type: id === 'q' ? 'quiz' : 'lesson',
    status,
    position,
    connections,
    metadata: {
      hasNotes: false,
      hasBookmarks: false,
      difficulty: 'medium',
      estimatedTime: 15,
      completionRate: 80,
    },
  };
}

// Given out of order on purpose: the list must still read row by row.
const nodes = [
  node('e', 'locked', { x: 0, y: 150 }),
  node('a', 'completed', { x: 0, y: 0 }, ['b']),
  node('b', 'current', { x: 200, y: 0 }, ['c']),
  node('c', 'available', { x: 400, y: 0 }, ['q']),
  node('q', 'locked', { x: 600, y: 0 }, ['e']),
];

describe('ProgressMap', () => {
  it('lists the nodes as buttons in reading order under the Learning Path heading', () => {
    render(<ProgressMap nodes={nodes} onSelect={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Learning Path' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Learning Path' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('button')
      .map((button) => button.textContent?.match(/Node \w/)?.[0]);
    expect(titles).toEqual(['Node a', 'Node b', 'Node c', 'Node q', 'Node e']);
  });

  it('shows status, difficulty and estimated time in words', () => {
    render(<ProgressMap nodes={nodes} onSelect={() => {}} />);
    const completed = screen.getByRole('button', { name: /Node a/ });
    expect(completed).toHaveTextContent('Completed');
    expect(completed).toHaveTextContent('Medium');
    expect(completed).toHaveTextContent('15 min');
    expect(screen.getByRole('button', { name: /Node q/ })).toHaveTextContent('Quiz');
  });

  it('disables locked nodes, says Locked, and never selects them', async () => {
    const onSelect = vi.fn();
    render(<ProgressMap nodes={nodes} onSelect={onSelect} />);
    const locked = screen.getByRole('button', { name: /Node e/ });
    expect(locked).toBeDisabled();
    expect(locked).toHaveTextContent('Locked');
    await userEvent.click(locked);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('calls onSelect with the id of an open node, by click or keyboard', async () => {
    const onSelect = vi.fn();
    render(<ProgressMap nodes={nodes} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Node a/ }));
    expect(onSelect).toHaveBeenLastCalledWith('a');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Node b/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('b');
  });

  it('marks only the current node with aria-current="step"', () => {
    render(<ProgressMap nodes={nodes} onSelect={() => {}} />);
    expect(screen.getByRole('button', { current: 'step' })).toHaveTextContent('Node b');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('draws one line per connection to a known node', () => {
    const { container } = render(
      <ProgressMap
        nodes={[...nodes, node('z', 'locked', { x: 200, y: 150 }, ['missing'])]}
        onSelect={() => {}}
      />,
    );
    expect(container.querySelectorAll('[data-slot="progress-map-connection"]')).toHaveLength(4);
  });

  it('takes its title and texts from props', () => {
    render(
      <ProgressMap
        nodes={[]}
        onSelect={() => {}}
        title="Parcours"
        labels={{ empty: 'Aucune leçon.' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Parcours' })).toBeInTheDocument();
    expect(screen.getByText('Aucune leçon.')).toBeInTheDocument();
  });
});

describe('ProgressMap in Spanish', () => {
  it('names the map, the statuses and the minutes in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <ProgressMap
          nodes={[node('a', 'completed', { x: 0, y: 0 }), node('q', 'locked', { x: 200, y: 0 })]}
          onSelect={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Ruta de aprendizaje' })).toBeInTheDocument();
    expect(screen.getByText('Completada')).toBeInTheDocument();
    expect(screen.getByText('Bloqueada')).toBeInTheDocument();
    expect(screen.getByText('Cuestionario')).toBeInTheDocument();
    expect(screen.getAllByText('15 min')).toHaveLength(2);
  });
});
