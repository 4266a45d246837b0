import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TEST_FAILED, IMAGE_TEST_SUCCESS } from '../../../../../tests/support/web/config-check-fixtures';
import { json, renderWithApp, stubServer, toasts, unreachable, type Handler } from '../../../../../tests/support/web/web-harness';
import { PLACEHOLDER_IMAGE } from '../../../../domain/meal';
import { useImageTest } from '../use-image-test';
import { TestTab } from './test-tab';

function Harness() {
  return <TestTab imageTest={useImageTest()} />;
}

function renderTab(answer: Handler) {
  const server = stubServer({ 'POST /api/config/test-image': answer });
  renderWithApp(<Harness />);
  return server;
}

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run Image Test' }));
const result = () => within(screen.getByRole('region', { name: 'Test result' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Test tab', () => {
  it('gives a hint until a test has been run', () => {
    renderTab(() => json(IMAGE_TEST_SUCCESS));

    expect(screen.getByText(/No test results yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Results' })).toBeDisabled();
  });

  it('shows Testing... while the picture is being made', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderTab(() => new Promise<Response>((resolve) => (answer = resolve)));

    await run();

    expect(screen.getByRole('button', { name: 'Testing...' })).toBeDisabled();
    answer(json(IMAGE_TEST_SUCCESS));
    expect(await screen.findByRole('button', { name: 'Run Image Test' })).toBeEnabled();
  });

  it('shows a success with its badge, the image and a toast', async () => {
    const server = renderTab(() => json(IMAGE_TEST_SUCCESS));

    await run();

    expect(await toasts().findByText('Test Successful')).toBeInTheDocument();
    expect(result().getByText('Success')).toBeInTheDocument();
    expect(result().getByText('Image generated successfully.')).toBeInTheDocument();
    expect(result().getByRole('img', { name: 'Generated test image' })).toHaveAttribute('src', IMAGE_TEST_SUCCESS.imageUrl);
    expect(result().queryByRole('button', { name: 'Error Details' })).not.toBeInTheDocument();
    expect(server.sent()).toEqual(['POST /api/config/test-image']);
  });

  it('falls back to the placeholder when the test image will not load', async () => {
    renderTab(() => json(IMAGE_TEST_SUCCESS));
    await run();

    fireEvent.error(await screen.findByRole('img', { name: 'Generated test image' }));

    expect(result().getByRole('img', { name: /Placeholder image/ })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('shows a failure with its badge and collapsible error details', async () => {
    renderTab(() => json(IMAGE_TEST_FAILED));

    await run();

    expect(await toasts().findByText('Test Failed')).toBeInTheDocument();
    expect(toasts().getByText('Image generation failed.')).toBeInTheDocument();
    expect(result().getByText('Failed')).toBeInTheDocument();
    expect(result().queryByText(IMAGE_TEST_FAILED.error)).not.toBeInTheDocument();
    await userEvent.click(result().getByRole('button', { name: 'Error Details' }));
    expect(result().getByText(IMAGE_TEST_FAILED.error)).toBeInTheDocument();
    expect(result().queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the raw response behind its own toggle', async () => {
    renderTab(() => json(IMAGE_TEST_FAILED));
    await run();
    const toggle = await screen.findByRole('button', { name: 'Raw Response' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(screen.getByLabelText('Raw response').textContent ?? '')).toEqual(IMAGE_TEST_FAILED);
  });

  it.each([
    ['the server refuses the call', () => json({ error: { type: 'rate_limit', message: 'API rate limit reached.' } }, 429)],
    ['the server cannot be reached', unreachable],
  ])('says it could not connect when %s', async (_case, answer) => {
    renderTab(answer);

    await run();

    expect(await toasts().findByText('Test Failed')).toBeInTheDocument();
    expect(toasts().getByText('Failed to connect to OpenAI API. Check the diagnostics for details.')).toBeInTheDocument();
    expect(result().getByText('Failed')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderTab(() => json({ error: { type: 'unauthenticated', message: 'Please sign in to test image generation.' } }, 401));

    await run();

    expect(await toasts().findByText('Test Failed')).toBeInTheDocument();
    expect(result().getAllByText('Please sign in to test image generation.').length).toBeGreaterThan(0);
  });

  it('reports a test that broke with Test Error', async () => {
    renderTab(() => new Response('not json', { status: 200 }));

    await run();

    expect(await toasts().findByText('Test Error')).toBeInTheDocument();
    expect(toasts().getByText('An error occurred while testing the API connection.')).toBeInTheDocument();
  });

  it('clears the result on Clear Results', async () => {
    renderTab(() => json(IMAGE_TEST_SUCCESS));
    await run();
    await screen.findByRole('region', { name: 'Test result' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Results' }));

    expect(screen.queryByRole('region', { name: 'Test result' })).not.toBeInTheDocument();
    expect(screen.getByText(/No test results yet/)).toBeInTheDocument();
  });
});
