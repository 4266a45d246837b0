/** A linear expression: variable name → coefficient. */
export type Terms = Map<string, number>;

export function addTerm(terms: Terms, variable: string, coefficient: number): void {
  if (coefficient === 0) return;
  terms.set(variable, (terms.get(variable) ?? 0) + coefficient);
}

/** A number as CPLEX LP text: no exponent, no float dust, no '-0'. */
function number(value: number): string {
  const text = Number(value.toFixed(6)).toString();
  return text.includes('e') ? value.toFixed(9) : text;
}

/** Terms written a few to a line: LP readers accept an expression over several lines. */
export function expression(terms: Terms): string {
  const parts: string[] = [];
  for (const [variable, coefficient] of terms) {
    if (Math.abs(coefficient) < 1e-9) continue;
    const sign = coefficient < 0 ? '-' : '+';
    parts.push(`${sign} ${number(Math.abs(coefficient))} ${variable}`);
  }
  if (parts.length === 0) return '0 zero';
  const lines: string[] = [];
  for (let index = 0; index < parts.length; index += 8) lines.push(parts.slice(index, index + 8).join(' '));
  return lines.join('\n  ');
}

export type Row = { name: string; terms: Terms; sense: '<=' | '>=' | '='; rhs: number };
export type Bound = { variable: string; lower: number; upper: number };

/** A whole model in CPLEX LP format, the text HiGHS reads. */
export function writeLp(model: {
  objective: Terms;
  rows: readonly Row[];
  bounds: readonly Bound[];
  binaries: readonly string[];
  integers: readonly string[];
}): string {
  const out: string[] = ['Minimize', ` obj: ${expression(model.objective)}`, 'Subject To'];
  for (const row of model.rows) out.push(` ${row.name}: ${expression(row.terms)} ${row.sense} ${number(row.rhs)}`);
  // 'zero' stands in for an empty expression; it is fixed at 0.
  out.push('Bounds', ' zero = 0');
  for (const bound of model.bounds) {
    out.push(
      bound.lower === bound.upper
        ? ` ${bound.variable} = ${number(bound.lower)}`
        : ` ${number(bound.lower)} <= ${bound.variable} <= ${number(bound.upper)}`,
    );
  }
  if (model.binaries.length > 0) out.push('Binaries', ...chunk(model.binaries));
  if (model.integers.length > 0) out.push('Generals', ...chunk(model.integers));
  out.push('End');
  return out.join('\n');
}

function chunk(names: readonly string[]): string[] {
  const lines: string[] = [];
  for (let index = 0; index < names.length; index += 12) lines.push(` ${names.slice(index, index + 12).join(' ')}`);
  return lines;
}
