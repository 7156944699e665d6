import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    dice: 'src/dice.ts',
    rules: 'src/rules.ts',
    bots: 'src/bots.ts',
    data: 'src/data.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'node20',
});
