import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RangeSlider } from './range-slider';

function Calories({ start = [500, 800] as [number, number] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <p>
        {value[0]}–{value[1]} kcal
      </p>
      <RangeSlider value={value} onChange={setValue} min={200} max={1500} step={50} label="calories per serving" unit="kcal" />
    </>
  );
}

describe('RangeSlider', () => {
  it('gives each end a labelled slider that says its value, moved on its own', () => {
    render(<Calories />);
    const minimum = screen.getByRole('slider', { name: 'Minimum calories per serving' });
    const maximum = screen.getByRole('slider', { name: 'Maximum calories per serving' });
    expect(minimum).toHaveAttribute('aria-valuetext', '500 kcal');
    expect(maximum).toHaveAttribute('aria-valuetext', '800 kcal');

    fireEvent.change(minimum, { target: { value: '550' } });
    expect(screen.getByText('550–800 kcal')).toBeInTheDocument();
    fireEvent.change(maximum, { target: { value: '750' } });
    expect(screen.getByText('550–750 kcal')).toBeInTheDocument();
    expect(maximum).toHaveAttribute('aria-valuetext', '750 kcal');
  });

  it('never lets the lower end pass the upper, or the upper the lower', () => {
    render(<Calories />);
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum calories per serving' }), { target: { value: '1200' } });
    expect(screen.getByText('800–800 kcal')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum calories per serving' }), { target: { value: '300' } });
    expect(screen.getByText('800–800 kcal')).toBeInTheDocument();
  });
});
