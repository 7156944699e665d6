/**
 * The `lod` executable (built as dist/cli.js): runs {@link main} on the process arguments.
 * @module
 */
import { main } from './main';

process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  errIsTTY: process.stderr.isTTY === true,
});
