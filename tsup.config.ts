import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: every entry point, ESM + CJS + type declarations.
    entry: {
      index: 'src/index.ts',
      dice: 'src/dice.ts',
      rules: 'src/rules.ts',
      bots: 'src/bots.ts',
      data: 'src/data.ts',
      testing: 'src/testing.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    // Cleans dist/ before building, except the CLI and its worker built by the second config.
    clean: ['**/*', '!cli.js', '!cli.js.map', '!simWorker.js', '!simWorker.js.map'],
    splitting: true,
    treeshake: true,
    target: 'node20',
  },
  {
    // The `lod` command line: one self-contained ESM file with a shebang (package.json "bin"), and the
    // `lod sim --workers` worker thread beside it (dist/simWorker.js, found relative to dist/cli.js).
    entry: { cli: 'src/cli/lod.ts', simWorker: 'src/cli/simWorker.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    splitting: false,
    treeshake: true,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
