import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { ingredientOptionSchema, type IngredientOption } from '../../../domain/recipes';
import type { Database } from '../../db/database';

describe.each(testDatabases())('GET /api/ingredients on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;

  const get = async (search: string) => {
    const response = await createClient(app, '203.0.113.40').request(`/api/ingredients${search}`);
    return { status: response.status, body: (await response.json()) as { ingredients?: IngredientOption[]; error?: { message: string } } };
  };

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer: createMemoryMailer() });
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds ingredients by the words typed, the exact name first, with their pack', async () => {
    const { status, body } = await get('?q=basil');
    expect(status).toBe(200);
    const ids = body.ingredients?.map((option) => option.id) ?? [];
    expect(ids[0]).toBe('basil');
    expect(ids).toContain('dried-basil');
    expect(body.ingredients?.[0]).toMatchObject({ name: expect.stringMatching(/basil/i), pack: expect.any(String) });
  });

  it('needs every word, in any order, and reads other names and accents', async () => {
    const tomatoes = (await get('?q=tomatoes%20chopped')).body.ingredients?.map((option) => option.id);
    expect(tomatoes).toContain('tinned-chopped-tomatoes');
    expect(tomatoes).not.toContain('cherry-tomato');
    expect((await get('?q=zzzz-not-a-food')).body.ingredients).toEqual([]);
  });

  it('keeps to the limit asked for', async () => {
    const { body } = await get('?q=a&limit=5');
    expect(body.ingredients).toHaveLength(5);
  });

  it('names the ingredients a recipe matched, in order, leaving out unknown ids', async () => {
    const { status, body } = await get('?ids=olive-oil,onion,no-such-thing');
    expect(status).toBe(200);
    expect(body.ingredients?.map((option) => option.id)).toEqual(['olive-oil', 'onion']);
  });

  it('gives the pantry what it proposes a place, a date and a value from: unit, pack, category, storage life, price per unit', async () => {
    const { body } = await get('?ids=passata,chicken-breast,egg');
    const [passata, chicken, egg] = body.ingredients ?? [];
    expect(passata).toEqual({
      id: 'passata',
      name: 'passata',
      category: 'Pantry',
      pack: '500 g carton',
      packSize: 480,
      unit: 'ml',
      storageLife: { days: 365, place: 'cupboard', kind: 'best-before', openedDays: 4, freezerDays: 90 },
      pencePerUnit: 0.125,
    });
    expect(chicken).toMatchObject({ unit: 'g', storageLife: { place: 'fridge', kind: 'use-by', freezerDays: 270 }, pencePerUnit: 0.65 });
    // Priced by the piece: pence per egg.
    expect(egg).toMatchObject({ unit: 'item', pencePerUnit: expect.any(Number) });
    expect(egg?.pencePerUnit).toBeGreaterThan(10);
    for (const option of [...(body.ingredients ?? []), ...((await get('?q=milk')).body.ingredients ?? [])])
      expect(ingredientOptionSchema.parse(option)).toEqual(option);
  });

  it('answers a 400 a person understands for an empty or bad query', async () => {
    expect((await get('')).status).toBe(400);
    const empty = await get('?q=%20');
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toMatch(/ingredient/i);
    expect((await get('?ids=Bad%20Id')).status).toBe(400);
    expect((await get(`?q=${'x'.repeat(61)}`)).status).toBe(400);
    expect((await get('?q=egg&limit=500')).status).toBe(400);
  });
});
