/**
 * A small command-line parser for `lod`: `--name value`, `--name=value`, boolean `--flag`,
 * `-h`, and positional arguments.
 * @module
 */

/** Thrown for a command line that cannot be understood; `lod` prints it with the usage and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** What each option of a command takes. */
export interface OptionSpec {
  /** Options that take a value. */
  values?: readonly string[];
  /** Options that are on or off. */
  flags?: readonly string[];
}

/** A parsed command line. */
export interface ParsedArgs {
  /** Arguments that are not options, in order. */
  positional: string[];
  /** Option values by name (without the dashes). */
  values: Record<string, string>;
  /** Flags that were given. */
  flags: Set<string>;
}

/**
 * Parses `argv` against `spec`; `--help` and `-h` are always accepted (as the flag `help`).
 * @throws UsageError for an unknown option or a missing value.
 */
export function parseArgs(argv: readonly string[], spec: OptionSpec): ParsedArgs {
  const values = new Set(spec.values ?? []);
  const flags = new Set([...(spec.flags ?? []), 'help']);
  const out: ParsedArgs = { positional: [], values: {}, flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h') {
      out.flags.add('help');
      continue;
    }
    if (arg === '--') {
      out.positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      out.positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq >= 0 ? eq : undefined);
    if (values.has(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      out.values[name] = value;
    } else if (flags.has(name)) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      out.flags.add(name);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return out;
}

/**
 * The value of option `name` as a whole number within `min`..`max`, or `fallback` when absent.
 * @throws UsageError when it is not such a number.
 */
export function intOption(args: ParsedArgs, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = args.values[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}, got ${JSON.stringify(raw)}`);
  return n;
}

/** A seed as given: a number when it looks like one, else the text. */
export function seedOption(raw: string): string | number {
  return /^-?\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : raw;
}
