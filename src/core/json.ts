/**
 * Reading untrusted JSON (saves and records made by others): bounded text, bounded nesting, no
 * cycles, plain data only — checked before any parser or schema walks the value, so that a hostile
 * file is refused with words instead of exhausting the stack or the memory.
 * @module
 */

/** Limits of an untrusted JSON document. */
export interface JsonLimits {
  /** The most characters of JSON text. */
  readonly maxChars: number;
  /** The deepest nesting of lists and objects (the root object is depth 1). */
  readonly maxDepth: number;
  /** The most values (objects, lists and leaves) in an already-parsed value. */
  readonly maxValues: number;
}

/** The JSON text without a leading UTF-8 byte-order mark (some editors write one). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parses JSON text after checking its size and nesting (a scan that skips strings), so that neither
 * a huge file nor deep nesting reaches `JSON.parse`. A leading byte-order mark is ignored.
 * Returns the value, or what is wrong, worded to follow "the file is …".
 */
export function parseJsonText(text: string, limits: JsonLimits): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (text.length > limits.maxChars) return { ok: false, problem: `too large: ${text.length} characters, at most ${limits.maxChars} are read` };
  const body = stripBom(text);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > limits.maxDepth) return { ok: false, problem: `nested too deep: lists and objects more than ${limits.maxDepth} levels deep` };
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (e) {
    return { ok: false, problem: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * Checks an already-parsed value before a schema walks it: plain JSON data only (no cycles, no
 * functions, no class instances, no accessors or proxies that run code), nesting and size within the
 * limits. Returns a sentence saying where and what is wrong, or null when the value is plain bounded
 * data. Never throws: a value whose inspection throws (a hostile proxy) is reported.
 */
export function plainJsonProblem(value: unknown, limits: JsonLimits, whole = 'the value'): string | null {
  try {
    return walk(value, limits, whole);
  } catch (e) {
    return `${whole} cannot be read as plain data: ${e instanceof Error ? e.message : String(e)}`;
  }
}

function walk(root: unknown, limits: JsonLimits, whole: string): string | null {
  const onPath = new Set<object>();
  let values = 0;
  const at = (path: string): string => (path === '' ? whole : path);
  const visit = (v: unknown, path: string, depth: number): string | null => {
    if (++values > limits.maxValues) return `${whole} holds more than ${limits.maxValues} values`;
    // undefined is taken as an absent field (JSON.stringify leaves it out); the schema decides.
    if (v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean') return null;
    if (typeof v === 'number') return Number.isFinite(v) ? null : `${at(path)}: ${String(v)} is not a JSON number`;
    if (typeof v !== 'object') return `${at(path)}: a ${typeof v} is not JSON data`;
    if (depth > limits.maxDepth) return `${at(path)}: lists and objects are nested more than ${limits.maxDepth} deep`;
    if (onPath.has(v)) return `${at(path)}: the value contains itself (a cycle)`;
    const isArray = Array.isArray(v);
    const proto = Object.getPrototypeOf(v) as unknown;
    if (!isArray && proto !== Object.prototype && proto !== null) return `${at(path)}: expected a plain object or list`;
    onPath.add(v);
    for (const key of Reflect.ownKeys(v)) {
      if (typeof key === 'symbol') return `${at(path)}: a symbol key is not JSON data`;
      if (isArray && key === 'length') continue;
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d === undefined) continue;
      if (!('value' in d)) return `${at(path)}: field '${key}' is an accessor, not data`;
      const sub = isArray ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      const p = visit(d.value, sub, depth + 1);
      if (p !== null) return p;
    }
    onPath.delete(v);
    return null;
  };
  return visit(root, '', 1);
}
