import { withMigratedScratchDatabase } from './scratch-database.js';

/**
 * `npm run migration:create -- <name>`: diffs the entities against a scratch database on which every
 * existing migration ran, and writes the difference as a new migration in migrations/.
 */
const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  process.stderr.write('Usage: npm run migration:create -- <kebab-case-name>\n');
  process.exit(1);
}
const result = await withMigratedScratchDatabase((orm) => orm.migrator.create(undefined, false, false, name));
if (!result.fileName) process.stdout.write('Nothing to do: the migrations already match the entities.\n');
else process.stdout.write(`wrote migrations/${result.fileName}\n`);
