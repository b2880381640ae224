/* `npm run search:reindex`: rebuilds the global search index from every published item, with a progress bar. */
import { Presets, SingleBar } from 'cli-progress';

import { bootPayload } from '../server/boot';
import { countIndexable, reindexAll } from './sync';

try {
  const payload = await bootPayload({ seedDemo: false });
  const total = await countIndexable(payload);
  const bar = new SingleBar(
    { format: 'Indexing |{bar}| {value}/{total} items · {duration}s', hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  const indexed = await reindexAll(payload, () => bar.increment());
  bar.stop();
  process.stdout.write(`The search index holds ${String(indexed)} published items.\n`);
  await payload.destroy();
  process.exit(0);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`The search index could not be rebuilt: ${message}\n`);
  process.exit(1);
}
