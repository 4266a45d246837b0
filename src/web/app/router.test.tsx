import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memoryHistory } from '../lib/router/history';
import { Link, Router } from '../lib/router/router';
import { SCREENS, screenSet, type ScreenRoute } from './router';

const { routeFor } = screenSet(SCREENS);

describe('the app’s screens', () => {
  it.each([
    ['/', '/'],
    ['/planner/', '/planner'],
    ['/recipes/new', '/recipes/new'],
    ['/recipes/r-12', '/recipes/:id'],
    ['/recipes/r-12/edit', '/recipes/:id/edit'],
    ['/shared/t0k3n', '/shared/:token'],
    ['/no-such-screen', '*'],
  ])('shows %s with the route %s', (pathname, path) => {
    expect(routeFor(pathname).route.path).toBe(path);
  });

  it('has a route for every address, ending with not found', () => {
    expect(SCREENS.at(-1)?.path).toBe('*');
  });
});

describe('a screen that cannot load', () => {
  it('shows the error page, and loads again on the next visit', async () => {
    const load = vi.fn<ScreenRoute['load']>().mockRejectedValueOnce(new Error('The screen’s code could not be fetched.'));
    load.mockResolvedValue(() => <h1>Broken screen, mended</h1>);
    const { loadScreen, Screens } = screenSet([
      { path: '/broken', inShell: false, load },
      { path: '*', inShell: false, load: async () => () => <Link to="/broken">Try again</Link> },
    ]);
    await loadScreen('/broken');
    // React reports the error it caught; the test expects exactly that report.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <Router history={memoryHistory(['/broken'])} prepare={loadScreen}>
        <Screens />
      </Router>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The screen’s code could not be fetched.')).toBeInTheDocument();
    expect(String(reported.mock.calls[0]?.[1])).toContain('The screen’s code could not be fetched.');

    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Broken screen, mended' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
