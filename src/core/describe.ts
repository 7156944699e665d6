/**
 * Words for what is wrong in a file: a value and the path to it (shared by loadGame and parseRecord).
 * @module
 */

/** `spaces.Boston.pieces.tory`, `actions[3].faction`; `whole` (e.g. `the state`) for the root. */
export function formatPath(path: readonly PropertyKey[], whole: string, prefix = ''): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? whole : out;
}

/** A short description of a found value: `null`, `a list`, a quoted string, a number… */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    case 'number':
    case 'boolean':
      return String(v);
    case 'object':
      return 'an object';
    default:
      return `a ${typeof v}`;
  }
}
