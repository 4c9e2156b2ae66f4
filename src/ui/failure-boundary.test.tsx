import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResettingFailureBoundary } from './failure-boundary';

const failed = () => <p>It failed</p>;

function Part({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed');
  return <p>The part</p>;
}

function Page({ path, broken }: { path: string; broken: boolean }) {
  return (
    <ResettingFailureBoundary resetKey={path} fallback={failed}>
      <Part broken={broken} />
    </ResettingFailureBoundary>
  );
}

describe('ResettingFailureBoundary', () => {
  it('keeps its failure while the key stays, and clears it when the key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Page path="/a" broken />);
    expect(screen.getByText('It failed').textContent).toBe('It failed');

    rerender(<Page path="/a" broken={false} />);
    expect(screen.getByText('It failed').textContent).toBe('It failed');

    rerender(<Page path="/b" broken={false} />);
    expect(screen.getByText('The part').textContent).toBe('The part');
    expect(screen.queryByText('It failed')).toBeNull();
  });
});
