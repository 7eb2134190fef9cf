import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/secrets/schema.ts', './src/cache/schema.ts'],
  out: './migrations',
});
