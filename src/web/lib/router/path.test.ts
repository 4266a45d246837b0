import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAddress, matchPath, parseAddress } from './path';

describe('matchPath', () => {
  it('matches a literal path, ignoring a trailing slash and letter case', () => {
    expect(matchPath('/planner', '/planner')).toEqual({});
    expect(matchPath('/planner', '/planner/')).toEqual({});
    expect(matchPath('/planner', '/Planner')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
  });

  it('refuses another path, a longer one and a shorter one', () => {
    expect(matchPath('/planner', '/pantry')).toBeUndefined();
    expect(matchPath('/recipes', '/recipes/12')).toBeUndefined();
    expect(matchPath('/recipes/:id', '/recipes')).toBeUndefined();
    expect(matchPath('/', '/planner')).toBeUndefined();
  });

  it('names the params, decoded', () => {
    expect(matchPath('/recipes/:id/edit', '/recipes/abc-1/edit')).toEqual({ id: 'abc-1' });
    expect(matchPath('/shared/:token', '/shared/a%20b')).toEqual({ token: 'a b' });
  });

  it('refuses an empty or undecodable param', () => {
    expect(matchPath('/recipes/:id', '/recipes//')).toBeUndefined();
    expect(matchPath('/shared/:token', '/shared/%E0%A4%A')).toBeUndefined();
  });

  it("matches every address with '*'", () => {
    expect(matchPath('*', '/anything/at/all')).toEqual({});
  });

  it('gives back any segment it was given as a param', () => {
    const segment = fc.string({ minLength: 1 }).filter((s) => !s.includes('/'));
    fc.assert(
      fc.property(segment, segment, (a, b) => {
        const path = `/x/${encodeURIComponent(a)}/y/${encodeURIComponent(b)}`;
        expect(matchPath('/x/:first/y/:second', path)).toEqual({ first: a, second: b });
      }),
    );
  });
});

describe('parseAddress and formatAddress', () => {
  it('split an address into its parts and join it back', () => {
    expect(parseAddress('/auth?error=x#form')).toEqual({ pathname: '/auth', search: '?error=x', hash: '#form' });
    expect(parseAddress('/planner')).toEqual({ pathname: '/planner', search: '', hash: '' });
    expect(formatAddress(parseAddress('/recipes/new?import=1'))).toBe('/recipes/new?import=1');
  });
});
