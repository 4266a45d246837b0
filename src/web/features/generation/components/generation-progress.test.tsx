import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerationProgress } from './generation-progress';

const bar = () => screen.getByRole('progressbar', { name: 'Meal generation progress' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GenerationProgress', () => {
  it('shows the stage label', () => {
    render(<GenerationProgress stage="Verifying configuration" reported={0} active complete={false} />);

    expect(screen.getByText('Verifying configuration')).toBeInTheDocument();
  });

  it('starts at 10%, never lower', () => {
    render(<GenerationProgress stage="Starting..." reported={0} active complete={false} />);

    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
  });

  it('shows the reported stage percentage', () => {
    render(<GenerationProgress stage="Creating images for your meals" reported={70} active complete={false} />);

    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '70');
  });

  it('moves on while waiting but stops short of 100%', () => {
    render(<GenerationProgress stage="Finalizing your meal plan" reported={85} active complete={false} />);

    act(() => {
      vi.advanceTimersByTime(120_000);
    });

    expect(screen.getByText('98%')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '98');
  });

  it('shows 100% when generation is complete', () => {
    const { rerender } = render(<GenerationProgress stage="Finalizing your meal plan" reported={85} active complete={false} />);

    rerender(<GenerationProgress stage="Complete" reported={100} active={false} complete />);

    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });

  it('stands still while waiting for a free slot, showing the place in the queue', () => {
    render(<GenerationProgress stage="Waiting for a free slot: number 2 in the queue" reported={0} active complete={false} waiting />);

    act(() => {
      vi.advanceTimersByTime(30_000);
    });

    expect(screen.getByText('Waiting for a free slot: number 2 in the queue')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
  });
});
