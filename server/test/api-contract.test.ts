/**
 * The API contract (server/src/api-reference.ts): the OpenAPI 3.1 document is valid, served and browsable; the
 * endpoint tables of docs/api.md are the ones it makes (`npm run docs:api`); every documented operation is in the
 * `contractCoverage` list of a test file, which checks the file called it (as in every server test,
 * test/support/contract-hook.ts checks each response against the document, and a response that departs from it
 * fails its test). Each module's operations are called in its own test file.
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { withApiTables } from '../src/platform/http/openapi/api-tables';
import { apiContract, ContractViolation, contractCoverage } from './support/contract-hook';
import { makeTestApp, type TestApp } from './support/test-app';

const API_MD = new URL('../../docs/api.md', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('when validated against the OpenAPI 3.1 schema, then it is valid', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(apiContract().document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('when GET /api/openapi.json, then it is the document, as JSON', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(apiContract().document)));
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('when GET /api/docs, then the reference page loads Swagger UI from this server only (the CSP allows it)', async () => {
    const page = await request(t.app).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = page.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual([
      '/api/docs/favicon.png',
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    expect(page.text).not.toMatch(/<script>|<style>|https?:\/\//);
    for (const asset of assets) {
      const res = await request(t.app)
        .get(asset)
        .buffer(true)
        .parse((r, done) => {
          r.on('data', () => {});
          r.on('end', () => done(null, null));
        });
      expect(res.status, asset).toBe(200);
    }
    const start = await request(t.app).get('/api/docs/start.js').expect(200);
    expect(start.headers['content-type']).toMatch(/javascript/);
    expect(start.text).toContain("url: '/api/openapi.json'");
    await request(t.app).get('/api/docs/package.json').expect(404);
  });

  it('when docs/api.md is read, then its endpoint tables are those the document makes (npm run docs:api)', () => {
    const md = fs.readFileSync(API_MD, 'utf8');
    expect(withApiTables(md, apiContract().document)).toBe(md);
  });
});

describe('a response that departs from the document', () => {
  const observed = (over: Partial<Parameters<ReturnType<typeof apiContract>['check']>[0]>) =>
    apiContract().check({
      method: 'GET',
      url: '/api/weekend-pricing/status',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      text: undefined,
      body: { success: true, data: { isActive: false, percentageIncrease: 25, startTime: null, description: '' } },
      ...over,
    });

  it('when it conforms, then no problem is reported', () => {
    expect(observed({})).toEqual({ operation: 'GET /api/weekend-pricing/status', problems: [] });
  });

  it.each([
    [
      'a field is missing',
      { success: true, data: { isActive: false, startTime: null, description: '' } },
      /percentageIncrease/,
    ],
    [
      'a field has another type',
      { success: true, data: { isActive: 'no', percentageIncrease: 25, startTime: null, description: '' } },
      /isActive must be boolean/,
    ],
    [
      'an undocumented field appears',
      {
        success: true,
        data: { isActive: false, percentageIncrease: 25, startTime: null, description: '', surcharge: 1 },
      },
      /additional properties.*surcharge/,
    ],
    [
      'an instant is not ISO',
      { success: true, data: { isActive: true, percentageIncrease: 25, startTime: 'yesterday', description: '' } },
      /startTime must match format "date-time"/,
    ],
  ])('when %s, then it is reported', (_case, body, problem) => {
    const { problems } = observed({ body });
    expect(problems.join('\n')).toMatch(problem);
  });

  it('when the status or the content type is not documented, then it is reported; a 5xx may fall to the default error', () => {
    expect(observed({ status: 418 }).problems[0]).toMatch(/status 418 is not documented/);
    expect(observed({ contentType: 'text/html' }).problems[0]).toMatch(/answered text\/html/);
    expect(
      observed({ status: 503, body: { success: false, message: 'The database is unavailable.' } }).problems,
    ).toEqual([]);
    expect(observed({ status: 503, body: { success: false } }).problems.join('\n')).toMatch(/message/);
  });

  it('when a documented operation has no route on the server, then it is reported', () => {
    const { operation, problems } = observed({
      status: 404,
      body: { success: false, message: 'No API route GET /api/weekend-pricing/status' },
    });
    expect(operation).toBeUndefined();
    expect(problems).toEqual(['GET /api/weekend-pricing/status is documented, but the server has no such route']);
  });

  it('when a server answers so through supertest, then the request fails with the differences', async () => {
    const drifted = express().get('/api/health', (_req, res) => void res.json({ success: true, status: 'fine' }));
    const error = await request(drifted)
      .get('/api/health')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ContractViolation);
    expect(String(error)).toMatch(
      /GET \/api\/health 200 does not match the document:\n\s+body\/status must be equal to constant/,
    );
  });
});

describe('the contract of every module', () => {
  it('when the server tests are read, then every documented operation is in the contractCoverage list of a test file', () => {
    const documented = apiContract().operations();
    const claimed = new Map<string, string[]>();
    for (const file of testFiles(new URL('.', import.meta.url).pathname)) {
      for (const list of fs.readFileSync(file, 'utf8').matchAll(/contractCoverage\(\[([^\]]*)\]\)/g))
        for (const [, op] of list[1].matchAll(/'([A-Z]+ \/[^']*)'/g))
          claimed.set(op, [...(claimed.get(op) ?? []), path.basename(file)]);
    }
    expect({
      inNoTest: documented.filter((op) => !claimed.has(op)),
      notDocumented: [...claimed.keys()].filter((op) => !documented.includes(op)),
    }).toEqual({ inNoTest: [], notDocumented: [] });
  });
});

/** Every *.test.ts under `dir`. */
function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(full);
    return e.name.endsWith('.test.ts') ? [full] : [];
  });
}

contractCoverage(['GET /api/openapi.json', 'GET /api/docs']);
