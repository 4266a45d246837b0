import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../../domain/preferences';
import { renderWithApp } from '../../../../../tests/support/web/web-harness';
import '../../../../../tests/support/web/resize-observer';
import { PreferencesForm } from './preferences-form';

const FSA_LABELS = [
  'Celery',
  'Cereals containing gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Lupin',
  'Milk',
  'Molluscs',
  'Mustard',
  'Tree nuts',
  'Peanuts',
  'Sesame seeds',
  'Soybeans',
  'Sulphur dioxide and sulphites',
];

async function renderAdvanced(initial: Preferences = DEFAULT_PREFERENCES) {
  const onSubmit = vi.fn<(preferences: Preferences) => void>();
  renderWithApp(<PreferencesForm initial={initial} submitting={false} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Advanced options' }));
  return { onSubmit };
}

const allergies = () => within(screen.getByRole('group', { name: /Allergies/ }));
const excluded = () => within(screen.getByRole('group', { name: 'Excluded items and allergies' }));
const generate = () => screen.getByRole('button', { name: 'Generate meal options' });

describe('the Allergies group', () => {
  it('offers the UK 14 as toggles, in the FSA order and words, none ticked', async () => {
    await renderAdvanced();

    const toggles = allergies().getAllByRole('checkbox');
    expect(toggles.map((toggle) => toggle.getAttribute('aria-label'))).toEqual(FSA_LABELS);
    for (const toggle of toggles) expect(toggle).not.toBeChecked();
    expect(generate()).toBeEnabled();
  });

  it('keeps the ticked allergies in the preferences, beside five typed boxes it does not count against', async () => {
    const { onSubmit } = await renderAdvanced();
    await userEvent.click(allergies().getByRole('checkbox', { name: 'Peanuts' }));
    await userEvent.click(allergies().getByRole('checkbox', { name: 'Celery' }));
    for (let i = 0; i < 4; i += 1) await userEvent.click(excluded().getByRole('button', { name: 'Add another' }));

    expect(excluded().getAllByRole('textbox')).toHaveLength(5);
    await userEvent.click(generate());

    expect(onSubmit.mock.calls[0]?.[0].allergies).toEqual(['celery', 'peanuts']);
  });

  it('shows ticks saved before', async () => {
    await renderAdvanced({ ...DEFAULT_PREFERENCES, allergies: ['milk'] });

    expect(allergies().getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(allergies().getByRole('checkbox', { name: 'Eggs' })).not.toBeChecked();
  });
});

describe('what a typed box was understood as', () => {
  it('says what each entry of a box resolved to', async () => {
    await renderAdvanced();

    await userEvent.type(excluded().getByRole('textbox', { name: 'Excluded items and allergies 1' }), 'dairy-free, sesame seeds');

    await waitFor(
      () =>
        expect(
          excluded()
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(['dairy-free → Milk', 'sesame seeds → Sesame seeds']),
      // The lexicon's chunk loads on the first entry.
      { timeout: 5_000 },
    );
  });

  it('reads "nut-free" as both kinds of nut, and a misspelling as the word it meant', async () => {
    await renderAdvanced({ ...DEFAULT_PREFERENCES, excludedItems: ['nut-free', 'penuts'] });

    expect(await excluded().findByText(/Tree nuts, Peanuts/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(excluded().getByText(/read as “peanut”/)).toBeInTheDocument();
  });

  it('warns in plain words when an entry matches nothing, and says it still keeps its words out', async () => {
    await renderAdvanced({ ...DEFAULT_PREFERENCES, excludedItems: ['xyzzy'] });

    expect(
      await excluded().findByText(
        "We don't recognise “xyzzy”. We'll still leave out any ingredient with those words in its name, but check the meals yourself.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('tells a cook who typed a food, not an allergy, where the allergy toggle is', async () => {
    await renderAdvanced({ ...DEFAULT_PREFERENCES, excludedItems: ['prawns'] });

    expect(await excluded().findByText(/If it's an allergy, tick Crustaceans under Allergies/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
