import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router/router';
import { describe, expect, it } from 'vitest';
import { DEBUG_MODE_KEY, useDebugMode } from './use-debug-mode';

function Probe() {
  return <p>{useDebugMode() ? 'debug on' : 'debug off'}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useDebugMode', () => {
  it('is off by default', () => {
    renderAt('/');

    expect(screen.getByText('debug off')).toBeInTheDocument();
  });

  it('is switched on by ?debug=true, and remembers it', () => {
    renderAt('/planner?debug=true');

    expect(screen.getByText('debug on')).toBeInTheDocument();
    expect(localStorage.getItem(DEBUG_MODE_KEY)).toBe('true');
  });

  it('is on when the stored flag says so', () => {
    localStorage.setItem(DEBUG_MODE_KEY, 'true');
    renderAt('/');

    expect(screen.getByText('debug on')).toBeInTheDocument();
  });

  it('is switched off by ?debug=false, and remembers that too', () => {
    localStorage.setItem(DEBUG_MODE_KEY, 'true');
    renderAt('/?debug=false');

    expect(screen.getByText('debug off')).toBeInTheDocument();
    expect(localStorage.getItem(DEBUG_MODE_KEY)).toBe('false');
  });
});
