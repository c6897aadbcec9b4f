/**
 * npm run docs:api — writes the endpoint tables of docs/api.md from the OpenAPI document
 * (platform/http/openapi/api-tables.ts); the prose around them is left as it is.
 * npm run check:api-docs (part of `npm run lint`) — changes nothing: exits 1 when docs/api.md is
 * not what `docs:api` would write (an endpoint added, changed or removed since).
 */
import fs from 'node:fs';
import { apiDocument } from '../api-reference';
import { withApiTables } from '../platform/http/openapi/api-tables';

const API_MD = new URL('../../../docs/api.md', import.meta.url);

const current = fs.readFileSync(API_MD, 'utf8');
const made = withApiTables(current, apiDocument());
if (process.argv.includes('--check')) {
  if (made !== current) {
    console.error('docs/api.md: its endpoint tables differ from the OpenAPI document; run `npm run docs:api`.');
    process.exit(1);
  }
} else if (made !== current) {
  fs.writeFileSync(API_MD, made);
  console.log('docs/api.md: endpoint tables written.');
} else console.log('docs/api.md: endpoint tables already up to date.');
