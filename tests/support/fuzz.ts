import fc from 'fast-check';

/**
 * One code point of any kind PostgreSQL can store: the whole Unicode range (fast-check's
 * 'binary' unit never yields a lone surrogate), without U+0000, which no text or jsonb column
 * takes. The hardening tests pin U+0000 and lone surrogates separately.
 */
export const storableChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((char) => char !== '\u0000');

/** Characters that break parsers and templates, weighted in so short runs still meet them. */
const trickyChar = fc.constantFrom(
  '"',
  '\\',
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '%',
  '<',
  '>',
  '&',
  "'",
  '\n',
  '\t',
  ' ',
  '\u202e',
  '\u2028',
  '\uffff',
  '\u{1f4a5}',
);

export const textUnit = fc.oneof({ weight: 3, arbitrary: storableChar }, { weight: 1, arbitrary: trickyChar });

export const text = (maxLength = 40) => fc.string({ unit: textUnit, maxLength });

export const jsonValue = fc.jsonValue({ maxDepth: 3, stringUnit: textUnit });

/** Values at the edges of what validators expect. */
export const edgeValue = fc.constantFrom<unknown>(
  '',
  ' ',
  '   x   ',
  0,
  -1,
  1.5,
  -0,
  2 ** 53,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  {},
  [null],
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown,
  'x'.repeat(10_000),
  '9999-12-31T23:59:59.999Z',
  '2026-02-30T00:00:00Z',
  'not a date',
  '<script>alert(1)</script>',
  "'; drop table favorite_meals; --",
  '../../etc/passwd',
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here: Path[] = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((item, index) => pathsOf(item, [...prefix, index])));
  if (value !== null && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...prefix, key])));
  }
  return here;
}

const REMOVE = Symbol('remove');

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const key = String(head);
  if (rest.length === 0 && replacement === REMOVE) delete copy[key];
  // defineProperty, so a key named __proto__ stays a plain key, as JSON.parse made it.
  else
    Object.defineProperty(copy, key, {
      value: replaceAt(copy[key], rest, replacement),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

/** A value of the same kind as the one it replaces, so the body often stays valid. */
const sameKind = fc.record({ text: text(60), int: fc.integer({ min: -3, max: 20 }), double: fc.double(), bool: fc.boolean() });
type SameKind = { text: string; int: number; double: number; bool: boolean };

function likeOld(old: unknown, { text: t, int, double, bool }: SameKind): unknown {
  if (typeof old === 'string') return t;
  if (typeof old === 'number') return Number.isInteger(old) ? int : double;
  if (typeof old === 'boolean') return bool;
  return old;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], value);
}

type Change = { kind: 'same'; with: SameKind } | { kind: 'any'; with: unknown };

/**
 * A valid body, as is or with up to three of its values (at any depth) replaced by one of the
 * same kind or by anything, removed, or given an extra key: it gets past the first checks, so
 * the fuzz reaches the services and the database.
 */
export function mutationsOf(valid: unknown) {
  const change = fc.tuple(
    fc.nat(),
    fc.oneof(
      { weight: 4, arbitrary: sameKind.map((k): Change => ({ kind: 'same', with: k })) },
      { weight: 2, arbitrary: jsonValue.map((v): Change => ({ kind: 'any', with: v })) },
      { weight: 2, arbitrary: edgeValue.map((v): Change => ({ kind: 'any', with: v })) },
      { weight: 1, arbitrary: fc.constant<Change>({ kind: 'any', with: REMOVE }) },
      { weight: 1, arbitrary: fc.tuple(text(12), jsonValue).map(([key, item]): Change => ({ kind: 'any', with: { [key]: item } })) },
    ),
  );
  return fc.array(change, { minLength: 0, maxLength: 3 }).map((changes) =>
    changes.reduce<unknown>((current, [pick, next]) => {
      const paths = pathsOf(current);
      const path = paths[pick % paths.length] ?? [];
      const replacement = next.kind === 'same' ? likeOld(valueAt(current, path), next.with) : next.with;
      // The root cannot be removed; replace it instead.
      return replaceAt(current, path, path.length === 0 && replacement === REMOVE ? null : replacement);
    }, valid),
  );
}

export type Payload = { body: string; contentType: string | undefined };

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/merge-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  undefined,
] as const;

const asJson = (value: unknown): Payload => ({ body: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

/**
 * What a client may send in place of `valid`: near-valid bodies, any JSON, text that is not
 * JSON (random, or valid JSON cut short), and bodies under the wrong content type.
 */
export function payloadsFor(valid: unknown): fc.Arbitrary<Payload> {
  const validText = JSON.stringify(valid);
  return fc.oneof(
    { weight: 4, arbitrary: mutationsOf(valid).map(asJson) },
    { weight: 2, arbitrary: jsonValue.map(asJson) },
    { weight: 1, arbitrary: text(200).map((body) => ({ body, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.nat(validText.length - 1).map((cut) => ({ body: validText.slice(0, cut), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ body: fc.oneof(fc.constant(validText), text(200)), contentType: fc.constantFrom(...CONTENT_TYPES) }),
    },
  );
}
