import { FOOD_GROUPS } from './lexicon';
import type { FoodGroup } from './lexicon/types';
import { foodWords, phraseKey } from './text/normalise';

/** A food group ready for matching: every member and exception as words. */
export type CompiledGroup = {
  id: string;
  label: string;
  names: readonly string[];
  members: readonly (readonly string[])[];
  except: readonly (readonly string[])[];
  /** A few members to show the cook what the group covers. */
  examples: readonly string[];
};

function compile(groups: readonly FoodGroup[]): Map<string, CompiledGroup> {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const expand = (group: FoodGroup, seen: Set<string>): { members: string[]; except: string[] } => {
    const members: string[] = [];
    const except: string[] = [...(group.except ?? [])];
    for (const member of [...group.names, ...group.members]) {
      if (!member.startsWith('@')) {
        members.push(member);
        continue;
      }
      const inner = byId.get(member.slice(1));
      if (!inner || seen.has(inner.id)) continue;
      const expanded = expand(inner, new Set([...seen, inner.id]));
      members.push(...expanded.members);
      except.push(...expanded.except);
    }
    return { members, except };
  };
  const compiled = new Map<string, CompiledGroup>();
  for (const group of groups) {
    const { members, except } = expand(group, new Set([group.id]));
    compiled.set(group.id, {
      id: group.id,
      label: group.label,
      names: group.names.map(phraseKey),
      members: [...new Set(members.map(phraseKey))].filter(Boolean).map((key) => key.split(' ')),
      except: [...new Set(except.map(phraseKey))].filter(Boolean).map((key) => key.split(' ')),
      examples: group.members.filter((member) => !member.startsWith('@')).slice(0, 4),
    });
  }
  return compiled;
}

let groups: Map<string, CompiledGroup> | undefined;
let byName: Map<string, CompiledGroup> | undefined;

export function foodGroups(): ReadonlyMap<string, CompiledGroup> {
  groups ??= compile(FOOD_GROUPS);
  return groups;
}

/** The group a cook means by a phrase ('poultry', 'red meat'), if any. */
export function groupNamed(key: string): CompiledGroup | undefined {
  if (!byName) {
    byName = new Map();
    for (const group of foodGroups().values()) for (const name of group.names) if (!byName.has(name)) byName.set(name, group);
  }
  return byName.get(key);
}

/** Where a phrase occurs in words, as [start, end) spans. */
export function occurrences(words: readonly string[], phrase: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  if (phrase.length === 0) return spans;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    let match = true;
    for (let offset = 0; offset < phrase.length && match; offset += 1) match = words[start + offset] === phrase[offset];
    if (match) spans.push([start, start + phrase.length]);
  }
  return spans;
}

/** The first member of the group the words hold outside its exceptions ('tuna steak' is no beef). */
export function groupMemberIn(words: readonly string[], group: CompiledGroup): string | undefined {
  const excepted = group.except.flatMap((phrase) => occurrences(words, phrase));
  for (const member of group.members) {
    for (const [start, end] of occurrences(words, member)) {
      if (!excepted.some(([from, to]) => from <= start && end <= to)) return member.join(' ');
    }
  }
  return undefined;
}

/** Whether the words hold the phrase as whole words. */
export function holdsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return occurrences(words, phrase).length > 0;
}

export { foodWords };
