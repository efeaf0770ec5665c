import { withMigratedScratchDatabase } from './scratch-database.js';

/** Fails when the entities describe a schema the migrations in migrations/ don't create. */
const sql = await withMigratedScratchDatabase((orm) => orm.schema.getUpdateSchemaSQL({ wrap: false }));
if (sql.trim()) {
  process.stderr.write(
    `The entities differ from migrations/: run \`npm run migration:create -- <name>\`.\nMissing SQL:\n${sql}\n`,
  );
  process.exit(1);
}
process.stdout.write('migrations match the entities\n');
