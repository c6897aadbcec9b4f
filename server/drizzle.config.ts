import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and the tables a module keeps beside its repository (<name>.tables.ts).
  schema: ['./src/platform/db/schema.ts', './src/modules/*/*.tables.ts'],
  out: './drizzle',
});
