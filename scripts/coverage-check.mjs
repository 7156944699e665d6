#!/usr/bin/env node
/**
 * Checks docs/rules-coverage.md against the rulebook and the tests (issue #6).
 *
 *   node scripts/coverage-check.mjs [--rules PATH] [--table PATH] [--report] [--section 3.2.2]
 *
 * 1. Extracts every numbered section heading of chapters 1–8 from the Living Rules text
 *    (default /work/shared/reference/rules/living-rules-aug2016.txt, or $LOD_RULES, or --rules).
 *    When the text is not found, the list of section numbers embedded below is used instead.
 * 2. Collects the sections that tests cite: section numbers in the comments and string literals
 *    (test titles, expected log lines, `rule: '…'` fields) of test/**\/*.test.ts. A range such as
 *    `6.3.1–6.3.4` cites every section of the range at that level. Numbers in code (`1.5` as a
 *    value) are ignored, and so is a two-level number ending a longer string ("… got 1.5").
 * 3. Reads the table rows of docs/rules-coverage.md (first cell: a section number; last cell: the
 *    status, starting with done / partial / not yet / n/a).
 *
 * Prints, and exits 1 if there is any:
 *   - a section of the rulebook missing from the table;
 *   - a row whose section is not in the rulebook, or a section listed twice;
 *   - a row marked done that no test cites, or whose listed test files do not cite it;
 *   - a row with an unknown status;
 *   - a path under src/ or test/ named in the table that does not exist.
 * It also notes, without failing, rows saying "no test cites" whose number a test now cites.
 *
 * --report prints, for every section, its status in the table, the test files that cite it and the
 * src files that cite it (a help to keep the table up to date). --section N prints that for one.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TABLE = join(ROOT, 'docs', 'rules-coverage.md');
const DEFAULT_RULES = '/work/shared/reference/rules/living-rules-aug2016.txt';

// Section numbers of the Living Rules (August 2016), chapters 1–8, as extracted by `extractSections`.
// Used only when the rulebook text is not available.
const EMBEDDED = `
1.0 1.1 1.2 1.3 1.3.1 1.3.2 1.3.3 1.3.4 1.3.5 1.3.6 1.3.7 1.3.8 1.3.9 1.4 1.4.1 1.4.2 1.4.3 1.5 1.5.1
1.5.2 1.5.3 1.6 1.6.1 1.6.2 1.6.3 1.6.4 1.6.5 1.7 1.8 1.9 1.10
2.0 2.1 2.2 2.3 2.3.1 2.3.2 2.3.3 2.3.4 2.3.5 2.3.6 2.3.7 2.3.8 2.3.9 2.4 2.4.1
3.0 3.1 3.1.1 3.1.2 3.2 3.2.1 3.2.2 3.2.3 3.2.4 3.3 3.3.1 3.3.2 3.3.3 3.3.4 3.4 3.4.1 3.4.2 3.4.3 3.4.4
3.5 3.5.1 3.5.2 3.5.3 3.5.4 3.5.5 3.6 3.6.1 3.6.2 3.6.3 3.6.4 3.6.5 3.6.6 3.6.7 3.6.8
4.0 4.1 4.1.1 4.2 4.2.1 4.2.2 4.2.3 4.3 4.3.1 4.3.2 4.3.3 4.4 4.4.1 4.4.2 4.4.3 4.5 4.5.1 4.5.2 4.5.3
5.0 5.1 5.1.1 5.1.2 5.1.3 5.1.4 5.2 5.3
6.0 6.1 6.2 6.2.1 6.2.2 6.3 6.3.1 6.3.2 6.3.3 6.3.4 6.4 6.4.1 6.4.2 6.4.3 6.5 6.5.1 6.5.2 6.5.3 6.5.4
6.6 6.6.1 6.6.2 6.7
7.0 7.1 7.2 7.3
8.0 8.1 8.1.1 8.1.2 8.1.3 8.2 8.3 8.3.1 8.3.2 8.3.3 8.3.4 8.3.5 8.3.6 8.3.7 8.3.8 8.4 8.4.1 8.4.2 8.4.3
8.4.4 8.4.5 8.4.6 8.4.7 8.4.8 8.4.9 8.4.10 8.4.11 8.5 8.5.1 8.5.2 8.5.3 8.5.4 8.5.5 8.5.6 8.5.7 8.5.8
8.5.9 8.6 8.6.1 8.6.2 8.6.3 8.6.4 8.6.5 8.6.6 8.6.7 8.6.8 8.6.9 8.6.10 8.6.11 8.7 8.7.1 8.7.2 8.7.3
8.7.4 8.7.5 8.7.6 8.7.7 8.7.8 8.7.9 8.8
`
  .trim()
  .split(/\s+/);

// ---------------------------------------------------------------------------------------------
// Section numbers

/** Compares section numbers numerically, part by part (1.3.9 < 1.4 < 1.10). */
function compareSections(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * A heading line starts with the section number (chapter 1–8, optional trailing dot) followed by a
 * capitalised word or an opening quote/parenthesis: "3.2.2 Garrison. …", "4.1.1. Accompanying …",
 * "1.6.1 Cities and …". Continuation lines that happen to start with a reference ("1.4.1 option to
 * take …", "3.6.6). FNI …") do not match.
 */
const HEADING = /^([1-8]\.\d{1,2}(?:\.\d{1,2})?)\.?[ \t]+[A-Z"“(]/;

function extractSections(text) {
  const found = new Set();
  for (const line of text.split(/\r?\n/)) {
    const m = HEADING.exec(line);
    if (m) found.add(m[1]);
  }
  return [...found].sort(compareSections);
}

/** Sections whose predecessor at the same level is absent (a heading the extraction may have missed). */
function gaps(sections) {
  const set = new Set(sections);
  const out = [];
  for (const s of sections) {
    const parts = s.split('.').map(Number);
    const last = parts[parts.length - 1];
    const parent = parts.slice(0, -1).join('.');
    if (parts.length > 1 && !set.has(parent) && !(parts.length === 2 && set.has(`${parts[0]}.0`))) {
      out.push(`${s} (no ${parent})`);
    }
    const firstIndex = parts.length === 2 ? 0 : 1;
    if (last > firstIndex) {
      const prev = [...parts.slice(0, -1), last - 1].join('.');
      if (!set.has(prev)) out.push(`${s} (no ${prev})`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Citations in source files

function walk(dir, keep) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name === 'node_modules') continue;
      out.push(...walk(p, keep));
    } else if (keep(p)) out.push(p);
  }
  return out;
}

/**
 * Splits TypeScript/JavaScript source into its comments and string-like literals (quotes, template
 * text, regular-expression literals). Returns `{ kind: 'comment' | 'string', text }` chunks; code
 * outside them (numeric literals such as `1.5`) is ignored.
 */
function literalChunks(src) {
  const chunks = [];
  const templateDepth = []; // brace depth at which each open `${` returns to its template
  let braces = 0;
  let i = 0;
  let lastSignificant = ''; // last non-space code character, to tell a regex from a division
  const n = src.length;

  const readTemplate = () => {
    // i is just after a backtick or a closing } of `${…}`
    let text = '';
    while (i < n) {
      const c = src[i];
      if (c === '\\') {
        text += src.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i++;
        chunks.push({ kind: 'string', text });
        lastSignificant = '`';
        return;
      } else if (c === '$' && src[i + 1] === '{') {
        i += 2;
        chunks.push({ kind: 'string', text });
        templateDepth.push(braces);
        braces++;
        lastSignificant = '{';
        return;
      } else {
        text += c;
        i++;
      }
    }
    chunks.push({ kind: 'string', text });
  };

  while (i < n) {
    const c = src[i];
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      chunks.push({ kind: 'comment', text: src.slice(i + 2, stop) });
      i = stop;
    } else if (c === '/' && d === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end;
      chunks.push({ kind: 'comment', text: src.slice(i + 2, stop) });
      i = stop + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      let text = '';
      while (j < n && src[j] !== c && src[j] !== '\n') {
        if (src[j] === '\\') {
          text += src.slice(j, j + 2);
          j += 2;
        } else text += src[j++];
      }
      chunks.push({ kind: 'string', text });
      i = j + 1;
      lastSignificant = c;
    } else if (c === '`') {
      i++;
      readTemplate();
    } else if (c === '/' && (lastSignificant === '' || '(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant))) {
      // a regular-expression literal
      let j = i + 1;
      let text = '';
      let inClass = false;
      while (j < n && src[j] !== '\n') {
        const ch = src[j];
        if (ch === '\\') {
          text += src.slice(j, j + 2);
          j += 2;
          continue;
        }
        if (ch === '[') inClass = true;
        else if (ch === ']') inClass = false;
        else if (ch === '/' && !inClass) break;
        text += ch;
        j++;
      }
      chunks.push({ kind: 'string', text: text.replace(/\\(.)/g, '$1') });
      i = j + 1;
      while (i < n && /[a-z]/i.test(src[i])) i++;
      lastSignificant = '/';
    } else {
      if (c === '{') braces++;
      else if (c === '}') {
        braces--;
        if (templateDepth.length > 0 && templateDepth[templateDepth.length - 1] === braces) {
          templateDepth.pop();
          i++;
          readTemplate();
          continue;
        }
      }
      if (!/\s/.test(c)) {
        // keywords before a regex (return /x/) end in a letter: treat `return` specially
        if (/[A-Za-z0-9_$]/.test(c)) {
          let j = i;
          while (j < n && /[A-Za-z0-9_$]/.test(src[j])) j++;
          const word = src.slice(i, j);
          lastSignificant = ['return', 'typeof', 'case', 'of', 'in'].includes(word) ? '(' : 'a';
          i = j;
          continue;
        }
        lastSignificant = c;
      }
      i++;
    }
  }
  return chunks;
}

const TOKEN = /(?<![\d.])([1-8]\.\d{1,2}(?:\.\d{1,2})?)(?!\d|\.\d)/g;
const RANGE = /(?<![\d.])([1-8]\.\d{1,2}(?:\.\d{1,2})?)\s*[–—-]\s*([1-8]\.\d{1,2}(?:\.\d{1,2})?)(?!\d|\.\d)/g;

/** Expands `a–b` when both ends have the same depth and parent: 6.3.1–6.3.4, 4.2–4.5. */
function expandRange(a, b) {
  const pa = a.split('.');
  const pb = b.split('.');
  if (pa.length !== pb.length || pa.slice(0, -1).join('.') !== pb.slice(0, -1).join('.')) return [a, b];
  const from = Number(pa[pa.length - 1]);
  const to = Number(pb[pb.length - 1]);
  if (to < from || to - from > 20) return [a, b];
  const prefix = pa.slice(0, -1).join('.');
  const out = [];
  for (let k = from; k <= to; k++) out.push(`${prefix}.${k}`);
  return out;
}

/**
 * Section numbers cited in one chunk. In strings, a two-level number at the very end of a longer
 * string ("… got 1.5") is taken for a quantity, not a citation.
 */
function citationsIn(chunk) {
  const out = new Set();
  const { text, kind } = chunk;
  for (const m of text.matchAll(RANGE)) for (const s of expandRange(m[1], m[2])) out.add(s);
  for (const m of text.matchAll(TOKEN)) {
    const s = m[1];
    if (kind === 'string' && s.split('.').length === 2) {
      const atEnd = m.index + s.length === text.trimEnd().length;
      if (atEnd && text.trim() !== s) continue;
    }
    out.add(s);
  }
  return out;
}

/** Map section → sorted list of files (relative to the repo) citing it. */
function citationIndex(files) {
  const index = new Map();
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    const cited = new Set();
    for (const chunk of literalChunks(src)) for (const s of citationsIn(chunk)) cited.add(s);
    const rel = relative(ROOT, file).split('\\').join('/');
    for (const s of cited) {
      if (!index.has(s)) index.set(s, []);
      index.get(s).push(rel);
    }
  }
  return index;
}

// ---------------------------------------------------------------------------------------------
// The table

const ROW_SECTION = /^([1-8]\.\d{1,2}(?:\.\d{1,2})?)(?:\s*[–—-]\s*([1-8]\.\d{1,2}(?:\.\d{1,2})?))?$/;
const STATUSES = ['done', 'partial', 'not yet', 'n/a'];

function readTable(md) {
  const rows = [];
  md.split(/\r?\n/).forEach((line, k) => {
    if (!line.startsWith('|')) return;
    const cells = line
      .replace(/^\|/, '')
      .replace(/\|\s*$/, '')
      .split('|')
      .map((c) => c.trim());
    const first = cells[0].replace(/[*`]/g, '').trim();
    const m = ROW_SECTION.exec(first);
    if (!m) return;
    const sections = m[2] ? expandRange(m[1], m[2]) : [m[1]];
    const statusCell = cells[cells.length - 1];
    const statusText = statusCell.replace(/[*_`]/g, '').trim().toLowerCase();
    // the status word(s) first, then optionally a remark: "partial: …", "done (…)"
    const status = STATUSES.find((s) => statusText.startsWith(s) && !/[a-z0-9/]/.test(statusText.charAt(s.length)));
    const paths = (cell) => [...(cell ?? '').matchAll(/(?:^|[\s,(`])((?:src|test)\/[\w./*-]*[\w*])/g)].map((x) => x[1]);
    rows.push({
      line: k + 1,
      sections,
      label: first,
      cells,
      status,
      statusText,
      modules: cells.length >= 5 ? paths(cells[2]) : [],
      tests: cells.length >= 5 ? paths(cells[3]) : [],
      allPaths: paths(cells.slice(1).join(' | ')),
    });
  });
  return rows;
}

function pathExists(p) {
  if (p.includes('*')) {
    const dir = p.slice(0, p.indexOf('*')).replace(/\/[^/]*$/, '');
    return existsSync(join(ROOT, dir));
  }
  return existsSync(join(ROOT, p));
}

// ---------------------------------------------------------------------------------------------

function main() {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const k = args.indexOf(name);
    return k >= 0 ? args[k + 1] : undefined;
  };
  const report = args.includes('--report');
  const only = opt('--section');

  const rulesPath = opt('--rules') ?? process.env.LOD_RULES ?? DEFAULT_RULES;
  let sections;
  if (existsSync(rulesPath)) {
    sections = extractSections(readFileSync(rulesPath, 'utf8'));
    const extra = sections.filter((s) => !EMBEDDED.includes(s));
    const lost = EMBEDDED.filter((s) => !sections.includes(s));
    if (extra.length || lost.length) {
      console.log(`note: the rulebook extraction differs from the embedded list: extra ${extra.join(' ') || '—'}; absent ${lost.join(' ') || '—'}`);
    }
    const holes = gaps(sections);
    if (holes.length) console.log(`note: possible missed headings: ${holes.join(', ')}`);
  } else {
    console.log(`note: ${rulesPath} not found; using the embedded list of ${EMBEDDED.length} sections`);
    sections = [...EMBEDDED];
  }

  const testFiles = walk(join(ROOT, 'test'), (p) => /\.test\.(?:[cm]?[jt]s)$/.test(p));
  const srcFiles = walk(join(ROOT, 'src'), (p) => /\.(?:[cm]?[jt]s)$/.test(p));
  const tested = citationIndex(testFiles);
  const implemented = citationIndex(srcFiles);

  const rows = readTable(readFileSync(opt('--table') ?? TABLE, 'utf8'));
  const bySection = new Map();
  const errors = { missing: [], invented: [], duplicate: [], uncited: [], status: [], paths: [] };

  for (const row of rows) {
    if (!row.status) errors.status.push(`line ${row.line} (${row.label}): unknown status "${row.statusText}"`);
    for (const s of row.sections) {
      if (!sections.includes(s)) errors.invented.push(`line ${row.line}: ${s} is not a section of the rulebook`);
      if (bySection.has(s)) errors.duplicate.push(`line ${row.line}: ${s} is also listed at line ${bySection.get(s).line}`);
      else bySection.set(s, row);
    }
    for (const p of row.allPaths) {
      if (!pathExists(p)) errors.paths.push(`line ${row.line} (${row.label}): ${p} does not exist`);
    }
    if (row.status === 'done') {
      for (const s of row.sections) {
        const citing = tested.get(s) ?? [];
        if (citing.length === 0) {
          errors.uncited.push(`${s} (line ${row.line}): marked done, but no test cites ${s}`);
        } else if (row.tests.length > 0 && !row.tests.some((t) => citing.some((c) => (t.includes('*') ? c.startsWith(t.slice(0, t.indexOf('*'))) : c === t)))) {
          errors.uncited.push(`${s} (line ${row.line}): marked done, but none of its listed tests cites ${s} (cited in ${citing.join(', ')})`);
        } else if (row.tests.length === 0) {
          errors.uncited.push(`${s} (line ${row.line}): marked done, but lists no test file (cited in ${citing.join(', ')})`);
        }
      }
    }
  }
  for (const s of sections) if (!bySection.has(s)) errors.missing.push(s);

  // Not a failure: rows that say no test cites them, while a test now does (the row may be promoted).
  const stale = [];
  for (const row of rows) {
    if (row.status === 'done' || !/no test cites/.test(row.statusText)) continue;
    for (const s of row.sections) {
      const citing = tested.get(s) ?? [];
      if (citing.length > 0) stale.push(`${s} (line ${row.line}, ${row.status}): now cited in ${citing.join(', ')}`);
    }
  }

  if (report || only) {
    for (const s of only ? [only] : sections) {
      const row = bySection.get(s);
      console.log(`${s}\t${row ? row.status ?? '?' : 'MISSING'}`);
      console.log(`   tests: ${(tested.get(s) ?? []).join(', ') || '—'}`);
      console.log(`   src:   ${(implemented.get(s) ?? []).join(', ') || '—'}`);
    }
    console.log('');
  }

  const titles = {
    missing: 'Sections of the rulebook missing from the table',
    invented: 'Rows that are not sections of the rulebook',
    duplicate: 'Sections listed twice',
    uncited: 'Sections marked done that no (listed) test cites',
    status: 'Rows with an unknown status',
    paths: 'Paths in the table that do not exist',
  };
  let failed = false;
  for (const [key, list] of Object.entries(errors)) {
    if (list.length === 0) continue;
    failed = true;
    console.log(`${titles[key]} (${list.length}):`);
    for (const e of list) console.log(`  ${e}`);
  }
  if (stale.length > 0) {
    console.log(`Note — rows saying "no test cites" that a test now cites (review; not a failure) (${stale.length}):`);
    for (const e of stale) console.log(`  ${e}`);
  }
  const counts = {};
  for (const s of sections) {
    const st = bySection.get(s)?.status ?? 'missing';
    counts[st] = (counts[st] ?? 0) + 1;
  }
  console.log(
    `${sections.length} sections: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}; ${testFiles.length} test files scanned. ${failed ? 'FAILED' : 'OK'}`,
  );
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();

export { extractSections, literalChunks, citationsIn, citationIndex, readTable, walk };
