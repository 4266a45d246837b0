import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Week({ keepForm = false }: { keepForm?: boolean }) {
  return (
    <Tabs defaultValue="grid">
      <TabsList>
        <TabsTrigger value="grid">Weekly Grid</TabsTrigger>
        <TabsTrigger value="daily">Daily View</TabsTrigger>
        <TabsTrigger value="list">Meal List</TabsTrigger>
      </TabsList>
      <TabsContent value="grid" forceMount={keepForm} className="data-[state=inactive]:hidden">
        <input aria-label="Note" />
      </TabsContent>
      <TabsContent value="daily">Monday</TabsContent>
      <TabsContent value="list">Three meals</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab’s panel, labelled by its tab, and only that tab is in the Tab order', async () => {
    render(<Week />);
    const grid = screen.getByRole('tab', { name: 'Weekly Grid' });
    expect(grid).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Weekly Grid' })).toBeInTheDocument();
    expect(screen.queryByText('Monday')).toBeNull();

    await userEvent.tab();
    expect(grid).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Weekly Grid' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Week />);
    await user.click(screen.getByRole('tab', { name: 'Weekly Grid' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Daily View' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Daily View' })).toHaveTextContent('Monday');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Meal List' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Weekly Grid' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Meal List' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Weekly Grid' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Meal List' })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps a force-mounted panel’s fields while another tab is shown', async () => {
    const user = userEvent.setup();
    render(<Week keepForm />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'no coriander');
    await user.click(screen.getByRole('tab', { name: 'Daily View' }));
    expect(screen.getByRole('textbox', { name: 'Note', hidden: true }).closest('[role="tabpanel"]')).toHaveAttribute(
      'data-state',
      'inactive',
    );
    await user.click(screen.getByRole('tab', { name: 'Weekly Grid' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('no coriander');
  });

  it('follows the selection its caller holds', async () => {
    function Held() {
      const [tab, setTab] = useState('daily');
      return (
        <>
          <p>Showing {tab}</p>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="grid">Weekly Grid</TabsTrigger>
              <TabsTrigger value="daily">Daily View</TabsTrigger>
            </TabsList>
            <TabsContent value="grid">Grid</TabsContent>
            <TabsContent value="daily">Days</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Held />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Days');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Weekly Grid' }));
    expect(screen.getByText('Showing grid')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Grid');
  });
});
