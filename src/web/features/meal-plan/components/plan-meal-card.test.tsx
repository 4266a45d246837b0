import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meal } from '../../../../domain/meal';
import { aMeal } from '../../../../../tests/support/web/meal-fixtures';
import { json, renderWithApp, stubServer, toasts } from '../../../../../tests/support/web/web-harness';
import { PlanMealCard } from './plan-meal-card';
import type { EntryMarks } from '../../../../domain/kitchen/plan-commands';

const CURRY = aMeal('m1', 'Chicken Curry', {
  totalMinutes: 40,
  pricePence: 420,
  nutritionalInformation: { calories: 612.4, protein: 38, carbs: 50, fat: 20 },
});

function renderCard(meal: Meal = CURRY, marks: EntryMarks = {}) {
  stubServer({ 'GET /api/auth/get-session': () => json(null) });
  const onChange = vi.fn<(marks: EntryMarks) => boolean>(() => true);
  const onOpenRecipe = vi.fn();
  const entry = { id: 'entry-1', date: '2026-12-01', slot: 'main' as const, meal, ...marks };
  renderWithApp(<PlanMealCard entry={entry} onMark={onChange} onOpenRecipe={onOpenRecipe} />);
  return { onChange, onOpenRecipe };
}

async function chooseAction(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Chicken Curry' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanMealCard', () => {
  it('shows the name, cooking time, price and calories in kcal', () => {
    renderCard();

    expect(screen.getByRole('heading', { name: 'Chicken Curry' })).toBeInTheDocument();
    expect(screen.getByText('40 minutes')).toBeInTheDocument();
    expect(screen.getByText('£4.20')).toBeInTheDocument();
    expect(screen.getByText('612 kcal')).toBeInTheDocument();
  });

  it('describes a meal without a description by its first three ingredients and "and N more"', () => {
    renderCard(
      aMeal('m1', 'Chicken Curry', {
        description: '',
        ingredients: ['chicken', 'onion', 'garlic', 'ginger', 'rice'].map((name) => ({ name })),
      }),
    );

    expect(screen.getByText('chicken, onion, garlic and 2 more')).toBeInTheDocument();
  });

  it('opens the recipe with View recipe', async () => {
    const { onOpenRecipe } = renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'View recipe' }));

    expect(onOpenRecipe).toHaveBeenCalledTimes(1);
  });

  it('shows the Saved badge on a saved meal', () => {
    renderCard(CURRY, { saved: true });

    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('saves the meal for later from the action menu, with "Saved for later"', async () => {
    const { onChange } = renderCard();

    await chooseAction('Save for later');

    expect(onChange).toHaveBeenCalledWith({ saved: true });
    expect(await toasts().findByText('Saved for later')).toBeInTheDocument();
  });

  it('removes a saved meal from saved, with "Removed from saved"', async () => {
    const { onChange } = renderCard(CURRY, { saved: true });

    await chooseAction('Remove from saved');

    expect(onChange).toHaveBeenCalledWith({ saved: false });
    expect(await toasts().findByText('Removed from saved')).toBeInTheDocument();
  });

  it('stops recommending the meal, with "Won\'t recommend again"', async () => {
    const { onChange } = renderCard();

    await chooseAction("Don't recommend again");

    expect(onChange).toHaveBeenCalledWith({ doNotRecommend: true });
    expect(await toasts().findByText("Won't recommend again")).toBeInTheDocument();
  });

  it('allows recommendations again, with "Will recommend again"', async () => {
    const { onChange } = renderCard(CURRY, { doNotRecommend: true });

    await chooseAction('Allow recommendations');

    expect(onChange).toHaveBeenCalledWith({ doNotRecommend: false });
    expect(await toasts().findByText('Will recommend again')).toBeInTheDocument();
  });

  it('asks a signed-out cook to sign in when favouriting from the menu', async () => {
    renderCard();

    await chooseAction('Add to favorites');

    expect(await toasts().findByText('Authentication Required')).toBeInTheDocument();
  });
});
