import { createRequire } from 'node:module';
import path from 'node:path';
import { Router } from 'express';
import type { OpenApiDocument } from './document';
import { operation, type ApiPaths } from './operation';

/** Swagger UI's files, served from its npm package (no CDN: the site's CSP allows scripts from 'self' only). */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'swagger-ui.css',
  'swagger-ui-bundle.js': 'swagger-ui-bundle.js',
  'favicon.png': 'favicon-32x32.png',
};

/** Starts Swagger UI on the document (a file, not inline script: the CSP has no 'unsafe-inline' for scripts). */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  tryItOutEnabled: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title.replace(/[<&]/g, '')} – API reference</title>
<link rel="icon" type="image/png" href="/api/docs/favicon.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/**
 * The API's contract, mounted under /api: GET /openapi.json (the OpenAPI 3.1 document) and GET /docs, a browsable
 * reference (Swagger UI) whose scripts and styles are served from /api/docs/* and loaded on that page only.
 * @param document the document (built on the first request that needs it, then kept)
 */
export function apiReferenceRouter(document: () => OpenApiDocument): Router {
  const router = Router();
  let built: { json: string; page: string } | undefined;
  const get = () => {
    if (!built) {
      const doc = document();
      built = { json: JSON.stringify(doc), page: page(String(doc.info.title)) };
    }
    return built;
  };

  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/json').send(get().json);
  });

  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(get().page);
  });
  router.get('/docs/start.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(START_SCRIPT);
  });
  router.get('/docs/:asset', (req, res, next) => {
    const file = ASSETS[req.params.asset];
    if (!file || !Object.hasOwn(ASSETS, req.params.asset)) return next();
    res.set('Cache-Control', 'public, max-age=86400').sendFile(file, { root: SWAGGER_UI_DIR });
  });

  return router;
}

/** The two routes above in the document itself. */
export const apiReferenceApi: ApiPaths = {
  '/api/openapi.json': {
    get: operation({
      tag: 'Configuration and diagnostics',
      summary: 'This document (OpenAPI 3.1)',
      description:
        'Generated from the zod schemas the server validates with; the contract tests check real responses against it.',
      responses: {
        200: {
          description: 'The document',
          content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } },
        },
      },
    }),
  },
  '/api/docs': {
    get: operation({
      tag: 'Configuration and diagnostics',
      summary: 'This reference, browsable (Swagger UI)',
      responses: { 200: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } } },
    }),
  },
};
