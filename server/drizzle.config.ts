import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module's own tables sit beside it as <name>.tables.ts.
  schema: ['./src/platform/db/schema.ts', './src/modules/*/*.tables.ts'],
  out: './drizzle',
});
