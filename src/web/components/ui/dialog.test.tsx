import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened from state, as the app's are: there is no Dialog.Trigger. */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View recipe
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent>
            <DialogTitle>Chicken Curry</DialogTitle>
            <DialogDescription>30 minutes</DialogDescription>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives focus back to what opened it when closed with Escape', async () => {
    render(<OpenedFromState />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Chicken Curry' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'View recipe' }));
  });
});
