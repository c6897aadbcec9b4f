import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from the whole schema: every module's tables and the platform's own. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/*.tables.ts', './src/modules/*/*.tables.ts'],
  out: './drizzle',
});
