/**
 * Setup file of the server suite (vitest.config.ts): every response a test receives through supertest is checked
 * against the API's OpenAPI document (./contract.ts) before the test sees it. A response that departs from the
 * document (an undocumented status, content type, field or shape) fails the request, so the test that made it fails
 * with the differences. Requests outside the documented operations (pages, /uploads, unknown API paths) are not checked.
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import { apiDocument } from '../../src/api-reference';
import { contractOf, type Contract } from './contract';

interface Response {
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
  text?: string;
}
type Finish = (err: Error | null, res?: Response) => void;
interface TestPrototype {
  method: string;
  url: string;
  assert(this: TestPrototype, resError: unknown, res: Response | undefined, fn?: Finish): void;
}

/** The document's checker, built once per test file. */
let contract: Contract | undefined;
export const apiContract = (): Contract => (contract ??= contractOf(apiDocument()));

/** Every documented operation a response was checked for in this test file ('GET /api/rooms/get'). */
export const checkedOperations = new Set<string>();

/** The failure a drifted response turns into. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const proto = (request as unknown as { Test: { prototype: TestPrototype } }).Test.prototype;
const assert = proto.assert;
proto.assert = function (this: TestPrototype, resError, res, fn) {
  if (res) {
    const { operation, problems } = apiContract().check({
      method: this.method,
      url: this.url,
      status: res.status,
      contentType: res.headers['content-type'],
      body: res.body,
      text: res.text,
    });
    if (operation) checkedOperations.add(operation);
    if (problems.length) {
      const error = new ContractViolation(
        `${this.method} ${this.url} → ${res.status}: the response departs from the API document (server/src/**/*.endpoints.ts)\n${problems.join('\n')}`,
      );
      return fn?.call(this, error, res);
    }
  }
  return assert.call(this, resError, res, fn);
};

/**
 * The contract of one module, in its own test file: declares, last in the file, a test that each of `operations`
 * ('GET /api/rates/calendar/{kind}/{id}', as the document names them) was answered in this file, and so checked
 * against the document by the hook above. api-contract.test.ts reads these lists from every test file and fails
 * while a documented operation is in none: a new endpoint goes in its module test's list.
 */
export function contractCoverage(operations: readonly string[]): void {
  it("when this file's tests have run, then each of its module's documented operations was answered and checked", () => {
    const documented = apiContract().operations();
    expect({
      undocumented: operations.filter((op) => !documented.includes(op)),
      notCalled: operations.filter((op) => !checkedOperations.has(op)),
    }).toEqual({ undocumented: [], notCalled: [] });
  });
}
