import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from '../../../../tests/support/web/routes';
import { memoryHistory } from './history';
import { Link, MemoryRouter, NavLink, Router, useLocation, useNavigate, useParams, useSearchParams } from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>at {`${pathname}${search}${hash}`}</p>;
}

function RecipeId() {
  return <p>recipe {useParams().id}</p>;
}

describe('Router', () => {
  it('moves to a link’s address when it is clicked, adding it to the history', async () => {
    const history = memoryHistory(['/']);
    render(
      <Router history={history}>
        <Link to="/recipes/12?tab=method">Open the recipe</Link>
        <Where />
        <Routes>
          <Route path="/recipes/:id" element={<RecipeId />} />
        </Routes>
      </Router>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Open the recipe' }));

    expect(screen.getByText('at /recipes/12?tab=method')).toBeInTheDocument();
    expect(screen.getByText('recipe 12')).toBeInTheDocument();
    act(() => history.back());
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('gives a link its address, so it can open in a new tab', () => {
    render(
      <MemoryRouter>
        <Link to="/pantry">My pantry</Link>
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'My pantry' })).toHaveAttribute('href', '/pantry');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    render(
      <MemoryRouter>
        <Link to="/pantry">My pantry</Link>
        <Where />
      </MemoryRouter>,
    );

    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'My pantry' }));
    await user.keyboard('{/Control}');

    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('marks the link to the screen the cook is on, and its parents unless it must match exactly', () => {
    const links = (
      <>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/recipes" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          My recipes
        </NavLink>
        <NavLink to="/pantry" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          My pantry
        </NavLink>
      </>
    );
    render(<MemoryRouter initialEntries={['/recipes/12']}>{links}</MemoryRouter>);

    expect(screen.getByRole('link', { name: 'My recipes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My recipes' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'My pantry' })).toHaveClass('off');
  });

  it('keeps the cook on their screen until the next one has loaded, and then moves', async () => {
    let finishLoading = () => {};
    const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const history = memoryHistory(['/planner']);
    render(
      <Router history={history} prepare={(pathname) => (pathname === '/meal-selection' ? loaded : undefined)}>
        <Link to="/meal-selection">Choose meals</Link>
        <Where />
      </Router>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Choose meals' }));
    expect(screen.getByText('at /planner')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/planner');

    await act(async () => finishLoading());
    expect(screen.getByText('at /meal-selection')).toBeInTheDocument();
  });

  it('carries out only the latest of two moves when the first is still loading', async () => {
    let finishSlow = () => {};
    const slow = new Promise<void>((resolve) => (finishSlow = resolve));
    const history = memoryHistory(['/']);
    let navigate: ReturnType<typeof useNavigate> = async () => {};
    function Capture() {
      navigate = useNavigate();
      return null;
    }
    render(
      <Router history={history} prepare={(pathname) => (pathname === '/slow' ? slow : undefined)}>
        <Capture />
        <Where />
      </Router>,
    );

    let firstMove = Promise.resolve();
    act(() => {
      firstMove = navigate('/slow');
    });
    await act(() => navigate('/fast'));
    await act(async () => {
      finishSlow();
      await firstMove;
    });

    expect(screen.getByText('at /fast')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/fast');
  });

  it('replaces the address when asked to, or when moving to the address already shown', async () => {
    const history = memoryHistory(['/', '/auth']);
    let navigate: ReturnType<typeof useNavigate> = async () => {};
    function Capture() {
      navigate = useNavigate();
      return null;
    }
    render(
      <Router history={history}>
        <Capture />
        <Where />
      </Router>,
    );

    await act(() => navigate('/planner', { replace: true }));
    await act(() => navigate('/planner'));
    act(() => history.back());

    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('reads and replaces the search params', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return <button onClick={() => setParams({}, { replace: true })}>token {params.get('token') ?? 'none'}</button>;
    }
    render(
      <MemoryRouter initialEntries={['/auth?token=abc']}>
        <Search />
        <Where />
      </MemoryRouter>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'token abc' }));

    expect(screen.getByRole('button', { name: 'token none' })).toBeInTheDocument();
    expect(screen.getByText('at /auth')).toBeInTheDocument();
  });
});
