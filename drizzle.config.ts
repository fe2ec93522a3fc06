// drizzle-kit's settings: `npm run db:generate` writes a migration for what changed in the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/provider/storage/schema.ts',
  out: './server/provider/storage/migrations',
});
