// `npm run db:migrate`: applies the migrations the database lacks, and nothing else, with the same
// settings as the provider (DATABASE_URL, or DATA_DIR for the embedded engine). The provider also
// applies them at start-up; a deploy that wants them applied first runs this.
import { openEngine } from './engine';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = process.env.DATA_DIR?.trim() || './data';

async function main(): Promise<void> {
  const engine = await openEngine({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
  try {
    await engine.migrate();
    console.log(`Migrations applied (${engine.kind}: ${engine.where}).`);
  } finally {
    await engine.close();
  }
}

main().catch((error: unknown) => {
  console.error('Could not apply the migrations:', error instanceof Error ? error.message : error);
  process.exit(1);
});
