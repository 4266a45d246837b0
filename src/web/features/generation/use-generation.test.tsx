import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../../domain/meal';
import { done, failure, mealEvent, openStream, queued, retry, stage, streams } from '../../../../tests/support/web/generation-stream';
import { advance, fakeToasts } from '../../../../tests/support/web/fake-time';
import { aMeal, somePreferences } from '../../../../tests/support/web/meal-fixtures';
import { kitchenWrapper, stubServer, toasts, type Handler } from '../../../../tests/support/web/web-harness';
import { FORCE_COMPLETE_MS, GENERATION_DEDUPE_MS, useGeneration } from './use-generation';

const CURRY = aMeal('m1', 'Chicken Curry');
const PIE = aMeal('m2', 'Fish Pie');
const PREFERENCES = somePreferences({ mealCount: { main: 2 } });
const START = new Date('2025-03-01T12:00:00.000Z').getTime();

function renderGeneration(generations: Handler) {
  const server = stubServer({ 'POST /api/generations': generations });
  const { wrapper, kitchen } = kitchenWrapper();
  const view = renderHook(() => useGeneration(), { wrapper });
  const posts = () => server.sent().filter((request) => request === 'POST /api/generations').length;
  return { ...view, server, posts, kitchen };
}

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useGeneration streaming', () => {
  it('adds each meal as it streams in, before the generation is done', async () => {
    const stream = openStream();
    const { result } = renderGeneration(stream.handler);
    act(() => void result.current.start({ preferences: PREFERENCES }));

    stream.send(stage('Generating meal recipes', 40), mealEvent(CURRY));
    await waitFor(() => expect(result.current.state.options.map((meal) => meal.name)).toEqual(['Chicken Curry']));
    expect(result.current.state.status).toBe('loading');

    stream.send(mealEvent(PIE));
    await waitFor(() => expect(result.current.state.options.map((meal) => meal.name)).toEqual(['Chicken Curry', 'Fish Pie']));
    expect(result.current.state.status).toBe('loading');
  });

  it('reports the stage the server is at', async () => {
    const stream = openStream();
    const { result } = renderGeneration(stream.handler);
    act(() => void result.current.start({ preferences: PREFERENCES }));

    stream.send(stage('Creating images for your meals', 70));

    await waitFor(() => expect(result.current.state.stage).toBe('Creating images for your meals'));
    expect(result.current.state.reported).toBe(70);
  });

  it('succeeds with the meals of the done event at 100%', async () => {
    const { result } = renderGeneration(streams(() => [mealEvent(CURRY), done([CURRY, PIE])]));

    act(() => void result.current.start({ preferences: PREFERENCES }));

    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(result.current.state.options.map((meal) => meal.id)).toEqual(['m1', 'm2']);
    expect(result.current.state.reported).toBe(100);
  });

  it('asks the server for twice the required number of meals', async () => {
    const { result, server } = renderGeneration(streams(() => [done([CURRY])]));

    act(() => void result.current.start({ preferences: PREFERENCES }));

    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(server.requests.find((request) => request.path === '/api/generations')?.body).toEqual({
      preferences: PREFERENCES,
      count: 4,
      excludeIds: [],
      avoidNames: [],
    });
    expect(server.requests.find((request) => request.path === '/api/generations')?.headers).not.toHaveProperty('x-openai-key');
  });

  it("sends the cook's own key on the API-key header, and the dishes the cook dismissed", async () => {
    const { result, server, kitchen } = renderGeneration(streams(() => [done([CURRY])]));
    act(() => void kitchen.setDeviceOnly({ ownApiKey: 'sk-cooks-own-key-1234' }));

    act(() => void result.current.start({ preferences: PREFERENCES, excludeIds: ['m9'], avoidNames: ['Fish Pie'] }));

    await waitFor(() => expect(result.current.state.status).toBe('success'));
    const request = server.requests.find((sent) => sent.path === '/api/generations');
    expect(request?.headers['x-openai-key']).toBe('sk-cooks-own-key-1234');
    expect(request?.body).toMatchObject({ excludeIds: ['m9'], avoidNames: ['Fish Pie'] });
  });

  it('says so when most meals came without a picture', async () => {
    const { result } = renderGeneration(
      streams(() => [done([CURRY, { ...PIE, imageUrl: PLACEHOLDER_IMAGE }, { ...CURRY, id: 'm3', imageUrl: PLACEHOLDER_IMAGE }])]),
    );

    act(() => void result.current.start({ preferences: PREFERENCES }));

    expect(await toasts().findByText('Using placeholder images')).toBeInTheDocument();
  });
});

describe('useGeneration regenerating', () => {
  it('regenerates from 25%', () => {
    const stream = openStream();
    const { result } = renderGeneration(stream.handler);

    act(() => void result.current.start({ preferences: PREFERENCES, regenerate: true }));

    expect(result.current.state.status).toBe('regenerating');
    expect(result.current.state.reported).toBe(25);
  });

  it('keeps the chosen meals and adds the new ones', async () => {
    const { result } = renderGeneration(streams(() => [done([PIE])]));

    act(() => void result.current.start({ preferences: PREFERENCES, keep: [CURRY], excludeIds: ['m1'], regenerate: true }));
    expect(result.current.state.options.map((meal) => meal.id)).toEqual(['m1']);

    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(result.current.state.options.map((meal) => meal.id)).toEqual(['m1', 'm2']);
  });
});

describe('useGeneration start within 3 s', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });

  it('skips a second start within 3 s, sending one request', async () => {
    const { result, posts } = renderGeneration(streams(() => [done([CURRY])]));
    act(() => void result.current.start({ preferences: PREFERENCES }));
    await waitFor(() => expect(result.current.state.status).toBe('success'));

    vi.setSystemTime(START + GENERATION_DEDUPE_MS - 1);
    let began = true;
    act(() => {
      began = result.current.start({ preferences: PREFERENCES });
    });

    expect(began).toBe(false);
    expect(posts()).toBe(1);
    expect(result.current.state.status).toBe('success');
  });

  it('starts again 3 s after the last start', async () => {
    const { result, posts } = renderGeneration(streams(() => [done([CURRY])]));
    act(() => void result.current.start({ preferences: PREFERENCES }));
    await waitFor(() => expect(result.current.state.status).toBe('success'));

    vi.setSystemTime(START + GENERATION_DEDUPE_MS);
    let began = false;
    act(() => {
      began = result.current.start({ preferences: PREFERENCES });
    });

    expect(began).toBe(true);
    await waitFor(() => expect(posts()).toBe(2));
  });
});

describe('useGeneration retries: the server’s, announced (docs/decisions/0008-one-retry-policy.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  const rateLimited = () => streams(() => [stage('Verifying configuration', 30), failure('rate_limit', 'Slow down')]);

  async function startWith(handler: Handler) {
    const view = renderGeneration(handler);
    act(() => void view.result.current.start({ preferences: PREFERENCES }));
    await advance(0);
    return view;
  }

  it('flashes "Retrying meal generation" when the server says it is retrying, and keeps loading', async () => {
    const stream = openStream();
    const { result } = await startWith(stream.handler);
    stream.send(stage('Generating meal recipes', 40), retry(2));
    await advance(0);

    expect((await fakeToasts()).getByText('Retrying meal generation')).toBeInTheDocument();
    expect(result.current.state.status).toBe('loading');
    expect(result.current.state.retrying).toBe(true);
  });

  it('shows the meals the server’s retry brings, in the same request', async () => {
    const { result, posts } = await startWith(streams(() => [retry(2), mealEvent(CURRY), done([CURRY, PIE])]));

    expect(posts()).toBe(1);
    expect(result.current.state.status).toBe('success');
    expect(result.current.state.retrying).toBe(false);
    expect(result.current.state.options).toHaveLength(2);
  });

  it('never sends the request again after an error: one request, then the error and its toast', async () => {
    const { result, posts } = await startWith(rateLimited());

    const shown = await fakeToasts();
    expect(shown.getByText('Rate Limit Exceeded')).toBeInTheDocument();
    expect(shown.queryByText('Retrying meal generation')).not.toBeInTheDocument();
    await advance(60_000);

    expect(posts()).toBe(1);
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.error).toEqual({ type: 'rate_limit', message: 'Slow down' });
  });

  it('never re-sends a refusal before the stream, such as a full queue’s 429', async () => {
    const { result, posts } = await startWith(
      () =>
        new Response(JSON.stringify({ error: { type: 'rate_limit', message: 'Larder is making as many meals as it can.' } }), {
          status: 429,
          headers: { 'Retry-After': '30' },
        }),
    );

    await advance(60_000);

    expect(posts()).toBe(1);
    expect(result.current.state.error).toEqual({ type: 'rate_limit', message: 'Larder is making as many meals as it can.' });
  });

  it('shows the "API Key Error" toast, and no retry flash, for an authentication error', async () => {
    await startWith(streams(() => [failure('authentication', 'Incorrect API key provided')]));

    const shown = await fakeToasts();
    expect(shown.getByText('API Key Error')).toBeInTheDocument();
    expect(shown.getByText('Please check your API key settings and try again.')).toBeInTheDocument();
    expect(shown.queryByText('Retrying meal generation')).not.toBeInTheDocument();
  });
});

describe('useGeneration waiting for a model slot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  it('shows the waiting stage with the place in the queue, then the spec’s stages', async () => {
    const stream = openStream();
    const { result } = renderGeneration(stream.handler);
    act(() => void result.current.start({ preferences: PREFERENCES }));
    await advance(0);
    stream.send(queued(3));
    await advance(0);
    expect(result.current.state.stage).toBe('Waiting for a free slot: number 3 in the queue');
    expect(result.current.state.queuePosition).toBe(3);

    stream.send(queued(1));
    await advance(0);
    expect(result.current.state.stage).toBe('Waiting for a free slot: you are next');

    stream.send(stage('Verifying configuration', 30));
    await advance(0);
    expect(result.current.state.stage).toBe('Verifying configuration');
    expect(result.current.state.queuePosition).toBeUndefined();
  });

  it('does not count the wait toward the 90 s: the clocks start when the server starts', async () => {
    const stream = openStream();
    const { result } = renderGeneration(stream.handler);
    act(() => void result.current.start({ preferences: PREFERENCES }));
    await advance(0);
    stream.send(queued(1));
    await advance(100_000);
    expect(result.current.state.status).toBe('loading');

    stream.send(stage('Verifying configuration', 30), mealEvent(CURRY));
    await advance(FORCE_COMPLETE_MS - 1);
    expect(result.current.state.status).toBe('loading');
    await advance(1);
    expect(result.current.state.status).toBe('success');
  });

  it('keeps why the meals came from the catalog', async () => {
    const reason = { reason: 'account_required', message: 'Sign in to get suggestions from the AI model.' } as const;
    const { result } = renderGeneration(
      streams(() => [{ event: 'done', data: { meals: [CURRY], notices: [], provider: 'catalog', catalogReason: reason } }]),
    );
    act(() => void result.current.start({ preferences: PREFERENCES }));
    await advance(0);
    expect(result.current.state.catalogReason).toEqual(reason);
  });
});

describe('useGeneration after 90 s without done', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });

  async function startStalled(...first: Parameters<ReturnType<typeof openStream>['send']>) {
    const stream = openStream();
    const view = renderGeneration(stream.handler);
    act(() => void view.result.current.start({ preferences: PREFERENCES }));
    await advance(0);
    if (first.length > 0) stream.send(...first);
    await advance(0);
    return view;
  }

  it('is still loading just before 90 s', async () => {
    const { result } = await startStalled(stage('Creating images for your meals', 70), mealEvent(CURRY));

    await advance(FORCE_COMPLETE_MS - 1);

    expect(result.current.state.status).toBe('loading');
  });

  it('ends loading with "Meals loaded" when meals have arrived', async () => {
    const { result } = await startStalled(stage('Creating images for your meals', 70), mealEvent(CURRY));

    await advance(FORCE_COMPLETE_MS);

    expect(result.current.state.status).toBe('success');
    expect(result.current.state.options.map((meal) => meal.id)).toEqual(['m1']);
    expect((await fakeToasts()).getByText('Meals loaded')).toBeInTheDocument();
  });

  it('says "Generation timeout" when no meal has arrived', async () => {
    await startStalled(stage('Generating meal recipes', 40));

    await advance(FORCE_COMPLETE_MS);

    expect((await fakeToasts()).getByText('Generation timeout')).toBeInTheDocument();
  });

  // Spec §4: 'A force-complete timer ends loading after 90 s', with or without meals.
  it('ends loading after 90 s even when no meal has arrived', async () => {
    const { result } = await startStalled(stage('Generating meal recipes', 40));

    await advance(FORCE_COMPLETE_MS);

    expect(result.current.state.status).not.toBe('loading');
  });
});

describe('useGeneration with options kept from before', () => {
  it('holds them from its first render, complete, so the page is drawn whole at once', () => {
    const { wrapper } = kitchenWrapper();
    const rendered: string[][] = [];
    renderHook(
      () => {
        const generation = useGeneration(() => [CURRY, PIE]);
        rendered.push([generation.state.status, ...generation.state.options.map((meal) => meal.name)]);
        return generation;
      },
      { wrapper },
    );
    expect(rendered[0]).toEqual(['success', 'Chicken Curry', 'Fish Pie']);
  });

  it('starts idle when nothing was kept', () => {
    const { wrapper } = kitchenWrapper();
    const { result } = renderHook(() => useGeneration(() => undefined), { wrapper });
    expect(result.current.state).toMatchObject({ status: 'idle', options: [] });
  });
});
