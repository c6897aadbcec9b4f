import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@pachmarhi/common/schemas/audit';

const LOCALES = path.resolve(__dirname, '../src/i18n/locales');
type Activity = {
  actions: Record<string, string>;
  entities: Record<string, string>;
  entityNames: Record<string, string>;
};
const activity = (lang: string): Activity =>
  (JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'admin-more.json'), 'utf8')) as { activity: Activity }).activity;

describe('the Activity screen words every audit action and record', () => {
  for (const lang of ['en', 'hi']) {
    it(`when the server writes any action or entity of common's lists, then ${lang} has words for it (and none for names it never writes)`, () => {
      const { actions, entities, entityNames } = activity(lang);
      expect(Object.keys(actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
      expect(Object.keys(entities).sort()).toEqual([...AUDIT_ENTITIES].sort());
      expect(Object.keys(entityNames).sort()).toEqual([...AUDIT_ENTITIES].sort());
    });
  }
});
