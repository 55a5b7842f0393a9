import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { thrownMessage, useRowAction } from './use-row-action';

/** Two rows, each with a button that runs `action` for its id; what the hook says, shown. */
function Rows({ action }: { action: (id: string) => unknown }) {
  const { pending, failure, run, clearFailure } = useRowAction<string>();
  return (
    <div>
      {['a', 'b'].map((id) => (
        <button key={id} type="button" onClick={() => void run(id, () => action(id))}>
          {`Run ${id}`}
        </button>
      ))}
      <p data-testid="pending">{pending ?? 'none'}</p>
      <p data-testid="failure">
        {failure ? `${failure.target}: ${thrownMessage(failure.error) ?? 'no message'}` : 'none'}
      </p>
      <button type="button" onClick={clearFailure}>
        Dismiss
      </button>
    </div>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useRowAction', () => {
  it('marks the row busy until its action settles, and runs one action at a time', async () => {
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    render(<Rows action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run a' }));
    expect(screen.getByTestId('pending')).toHaveTextContent('a');
    await userEvent.click(screen.getByRole('button', { name: 'Run a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run b' }));
    expect(action).toHaveBeenCalledOnce();
    await act(async () => pending.resolve());
    expect(screen.getByTestId('pending')).toHaveTextContent('none');
    expect(screen.getByTestId('failure')).toHaveTextContent('none');
  });

  it('ignores a double press before the re-render', async () => {
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    render(<Rows action={action} />);
    const button = screen.getByRole('button', { name: 'Run a' });
    act(() => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledOnce();
    await act(async () => pending.resolve());
  });

  it('says which row failed and why, until dismissed or another action starts', async () => {
    const action = vi.fn((id: string) =>
      id === 'a' ? Promise.reject(new Error('Refused')) : Promise.reject(new Error('')),
    );
    render(<Rows action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run a' }));
    expect(screen.getByTestId('failure')).toHaveTextContent('a: Refused');
    expect(screen.getByTestId('pending')).toHaveTextContent('none');
    await userEvent.click(screen.getByRole('button', { name: 'Run b' }));
    expect(screen.getByTestId('failure')).toHaveTextContent('b: no message');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('failure')).toHaveTextContent('none');
  });

  it('ends a synchronous action at once, without a busy state', async () => {
    const action = vi.fn(() => undefined);
    render(<Rows action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run a' }));
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('pending')).toHaveTextContent('none');
  });

  it('counts a synchronous throw as a failure', async () => {
    render(
      <Rows
        action={() => {
          throw new Error('Broken');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run b' }));
    expect(screen.getByTestId('failure')).toHaveTextContent('b: Broken');
  });
});
