import { createDocument, type oas31 } from 'zod-openapi';
import { BEARER_SCHEME, idempotent, WRITE_METHODS, type ApiPaths } from './operation';

export type OpenApiDocument = oas31.OpenAPIObject;

export interface ApiDocumentParts {
  info: oas31.InfoObject;
  /** The groups in the order the reference lists them, with a line each. */
  tags: oas31.TagObject[];
  /** Each module's paths (`endpointsApi(<name>Endpoints)`). */
  modules: ApiPaths[];
}

/**
 * The OpenAPI 3.1 document of the REST API, generated from the modules' zod schemas (requests as the routes
 * accept them, responses as the record schemas describe them).
 * @throws Error when two modules describe the same method and path
 */
export function createApiDocument({ info, tags, modules }: ApiDocumentParts): OpenApiDocument {
  const paths: ApiPaths = {};
  for (const module of modules) {
    for (const [path, item] of Object.entries(module)) {
      const merged = (paths[path] ??= {});
      for (const [method, op] of Object.entries(item)) {
        if (method in merged) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is described twice`);
        const write = (WRITE_METHODS as readonly string[]).includes(method) && path.startsWith('/api/');
        Object.assign(merged, { [method]: write ? idempotent(op) : op });
      }
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info,
    tags,
    paths,
    components: {
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token of `POST /api/v1/users/login/` (2 hours). 🔒 endpoints need an admin (role 1).',
        },
      },
    },
  });
}
