import { describe, expect, it } from 'vitest';
import { illustrationUrl, mealIllustrationSvg } from './illustration';

describe('meal illustration', () => {
  const meal = { name: 'Thai Green Curry', cuisine: 'Thai', ingredients: ['chicken thigh', 'jasmine rice', 'pak choi'] };

  it('draws the same picture for the same meal, and another for another meal', () => {
    expect(mealIllustrationSvg(meal)).toBe(mealIllustrationSvg(meal));
    expect(mealIllustrationSvg({ ...meal, name: 'Beef Rendang', cuisine: 'Malaysian' })).not.toBe(mealIllustrationSvg(meal));
    expect(mealIllustrationSvg(meal)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('escapes the name, so a meal name can never inject markup', () => {
    const svg = mealIllustrationSvg({ ...meal, name: '<script>alert(1)</script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('refers to no outside resource', () => {
    expect(mealIllustrationSvg(meal)).not.toMatch(/href|url\(|https?:\/\/(?!www\.w3\.org)/);
  });

  it('builds an app-relative URL', () => {
    expect(illustrationUrl(meal)).toBe(
      '/api/illustrations/meal.svg?name=Thai+Green+Curry&cuisine=Thai&i=chicken+thigh&i=jasmine+rice&i=pak+choi',
    );
  });
});
