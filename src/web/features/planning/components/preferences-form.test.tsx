import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUISINES, DEFAULT_PREFERENCES, type Preferences } from '../../../../domain/preferences';
import { COOK, json, renderWithApp, sessionOf, stubServer, toasts } from '../../../../../tests/support/web/web-harness';
import '../../../../../tests/support/web/resize-observer';
import { PreferencesForm } from './preferences-form';

const REQUIRED_MESSAGE = 'Please fill in all required fields to continue';

function renderForm(initial: Preferences = DEFAULT_PREFERENCES) {
  const onSubmit = vi.fn<(preferences: Preferences) => void>();
  renderWithApp(<PreferencesForm initial={initial} submitting={false} onSubmit={onSubmit} />);
  return { onSubmit };
}

const generateButton = () => screen.getByRole('button', { name: 'Generate meal options' });

async function openAdvanced() {
  await userEvent.click(screen.getByRole('tab', { name: 'Advanced options' }));
}

const excluded = () => within(screen.getByRole('group', { name: 'Excluded items and allergies' }));
const cuisines = () => within(screen.getByRole('group', { name: /Cuisines/ }));
const chosenCuisines = () => cuisines().queryAllByRole('checkbox', { checked: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PreferencesForm defaults', () => {
  it('shows the spec defaults in the basic options', () => {
    renderForm();

    const shown = Object.fromEntries(
      ['Meals this week', 'Servings per meal', 'Cooking time', 'Max price per meal', 'Dietary preference', 'Nutritional requirements'].map(
        (label) => {
          const select = screen.getByRole<HTMLSelectElement>('combobox', { name: label });
          return [label, select.selectedOptions[0]?.textContent];
        },
      ),
    );
    expect(shown).toEqual({
      'Meals this week': '5 meals',
      'Servings per meal': '1 person',
      'Cooking time': '30 minutes',
      'Max price per meal': '£10.00',
      'Dietary preference': 'None',
      'Nutritional requirements': 'Balanced',
    });
  });

  it('shows the advanced defaults: intermediate skill, no breakfasts, 500–800 kcal, 20–40 g protein, no cuisines', async () => {
    renderForm();
    await openAdvanced();

    expect(screen.getByRole('combobox', { name: 'Cooking skill' })).toHaveDisplayValue('Intermediate');
    expect(screen.getByRole('switch', { name: 'Include breakfast options' })).not.toBeChecked();
    expect(screen.getByText('500–800 kcal')).toBeInTheDocument();
    expect(screen.getByText('20–40 g')).toBeInTheDocument();
    expect(chosenCuisines()).toHaveLength(0);
  });

  it('offers Generate meal options with no hint when everything required is filled in', () => {
    renderForm();

    expect(generateButton()).toBeEnabled();
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('PreferencesForm required fields', () => {
  it.each(['Meals this week', 'Servings per meal', 'Cooking time', 'Max price per meal', 'Dietary preference', 'Nutritional requirements'])(
    'disables Generate meal options and says why when %s is cleared',
    async (label) => {
      renderForm();

      await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), 'Choose…');

      expect(generateButton()).toBeDisabled();
      expect(screen.getByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    },
  );

  it('enables the button again once the cleared field is chosen', async () => {
    renderForm();
    const cookingTime = screen.getByRole('combobox', { name: 'Cooking time' });
    await userEvent.selectOptions(cookingTime, 'Choose…');

    await userEvent.selectOptions(cookingTime, '45 minutes');

    expect(generateButton()).toBeEnabled();
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('does not submit while a required field is empty', async () => {
    const { onSubmit } = renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Servings per meal' }), 'Choose…');

    await userEvent.click(generateButton());

    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('PreferencesForm excluded items', () => {
  async function fillFive() {
    await openAdvanced();
    for (let i = 0; i < 4; i += 1) await userEvent.click(excluded().getByRole('button', { name: 'Add another' }));
  }

  it('allows five entries', async () => {
    renderForm();

    await fillFive();

    expect(excluded().getAllByRole('textbox')).toHaveLength(5);
  });

  it('refuses a sixth entry with "Maximum of 5 items allowed"', async () => {
    renderForm();
    await fillFive();

    await userEvent.click(excluded().getByRole('button', { name: 'Add another' }));

    expect(await toasts().findByText('Maximum of 5 items allowed')).toBeInTheDocument();
    expect(excluded().getAllByRole('textbox')).toHaveLength(5);
  });

  it('leaves one empty input when the last entry is removed', async () => {
    renderForm(DEFAULT_PREFERENCES);
    await openAdvanced();
    await userEvent.type(excluded().getByRole('textbox', { name: 'Excluded items and allergies 1' }), 'peanuts');

    await userEvent.click(excluded().getByRole('button', { name: 'Remove excluded items and allergies 1' }));

    const inputs = excluded().getAllByRole('textbox');
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toHaveValue('');
  });

  it('removes only the chosen entry', async () => {
    renderForm({ ...DEFAULT_PREFERENCES, excludedItems: ['peanuts', 'milk', 'shellfish'] });
    await openAdvanced();

    await userEvent.click(excluded().getByRole('button', { name: 'Remove excluded items and allergies 2' }));

    expect(
      excluded()
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['peanuts', 'shellfish']);
  });

  it('drops blank entries and trims the rest on save', async () => {
    const { onSubmit } = renderForm();
    await openAdvanced();
    await userEvent.type(excluded().getByRole('textbox', { name: 'Excluded items and allergies 1' }), 'peanuts');
    await userEvent.click(excluded().getByRole('button', { name: 'Add another' }));
    await userEvent.click(excluded().getByRole('button', { name: 'Add another' }));
    await userEvent.type(excluded().getByRole('textbox', { name: 'Excluded items and allergies 3' }), '  milk ');
    await userEvent.click(excluded().getByRole('button', { name: 'Add another' }));
    await userEvent.type(excluded().getByRole('textbox', { name: 'Excluded items and allergies 4' }), '   ');

    await userEvent.click(generateButton());

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].excludedItems).toEqual(['peanuts', 'milk']);
  });
});

describe('PreferencesForm cuisines', () => {
  it('picks all 34 cuisines with Select All', async () => {
    renderForm();
    await openAdvanced();

    await userEvent.click(cuisines().getByRole('button', { name: 'Select All' }));

    expect(chosenCuisines().map((box) => box.textContent)).toEqual([...CUISINES]);
    expect(cuisines().getByText(/34 chosen/)).toBeInTheDocument();
  });

  it('clears every cuisine with Deselect All', async () => {
    renderForm({ ...DEFAULT_PREFERENCES, cuisines: ['Thai', 'Greek', 'British'] });
    await openAdvanced();

    await userEvent.click(cuisines().getByRole('button', { name: 'Deselect All' }));

    expect(chosenCuisines()).toHaveLength(0);
    expect(cuisines().getByText(/0 chosen/)).toBeInTheDocument();
  });

  it.each([
    [0, 3],
    [0.5, 5],
    [0.9999, 7],
  ])('picks a random 3 to 7 with Random Mix (random %d gives %d)', async (random, count) => {
    renderForm();
    await openAdvanced();
    vi.spyOn(Math, 'random').mockReturnValue(random);

    await userEvent.click(cuisines().getByRole('button', { name: 'Random Mix' }));

    const chosen = chosenCuisines().map((box) => box.textContent);
    expect(chosen).toHaveLength(count);
    expect(new Set(chosen).size).toBe(count);
  });

  it('keeps Random Mix between 3 and 7 cuisines with real randomness', async () => {
    renderForm();
    await openAdvanced();
    const random = cuisines().getByRole('button', { name: 'Random Mix' });

    for (let i = 0; i < 5; i += 1) {
      await userEvent.click(random);
      expect(chosenCuisines().length).toBeGreaterThanOrEqual(3);
      expect(chosenCuisines().length).toBeLessThanOrEqual(7);
    }
  });

  it('toggles a single cuisine', async () => {
    renderForm();
    await openAdvanced();

    await userEvent.click(cuisines().getByRole('checkbox', { name: 'Thai' }));

    expect(cuisines().getByRole('checkbox', { name: 'Thai' })).toHaveAttribute('aria-checked', 'true');
    expect(chosenCuisines()).toHaveLength(1);
  });

  it('submits without any cuisine, as cuisine choice is optional', async () => {
    const { onSubmit } = renderForm();

    await userEvent.click(generateButton());

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cuisines: [] }));
  });
});

describe('PreferencesForm: my recipes as a source', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a signed-in cook plan with only their recipes, and sends that choice', async () => {
    stubServer({ 'GET /api/auth/get-session': () => json(sessionOf(COOK)) });
    const { onSubmit } = renderForm();
    const source = await screen.findByRole('combobox', { name: 'My recipes' });
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Only my recipes', 'My recipes and Larder’s', 'Only Larder’s recipes']);
    expect(source).toHaveValue('both');
    await userEvent.selectOptions(source, 'Only my recipes');
    await userEvent.click(generateButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ recipeSource: 'mine' }));
  });

  it('does not offer it to a signed-out visitor, who has no recipes of their own', async () => {
    const api = stubServer({ 'GET /api/auth/get-session': () => json(null) });
    renderForm();
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/auth/get-session')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'My recipes' })).not.toBeInTheDocument();
  });
});
