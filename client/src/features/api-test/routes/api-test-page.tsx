import { useCallback, useEffect, useState } from 'react';
import { api, API_BASE } from '@/lib/api';
import { usePageTitle } from '@/hooks/use-page-title';
import styles from './api-test-page.module.css';

/** The endpoints the connection-test screen checks (docs/product.md#api-test-endpoints). */
const ENDPOINTS = [
  { label: 'Rooms', path: '/api/rooms/get' },
  { label: 'Vehicles', path: '/api/cars/get' },
  { label: 'Tours', path: '/api/v1/tours/get' },
  { label: 'Gallery', path: '/api/gallery/get' },
  { label: 'Database connection', path: '/api/debug/connection' },
] as const;

type Result =
  { state: 'pending' } | { state: 'ok'; ms: number; detail: string } | { state: 'failed'; ms: number; detail: string };

function describe(body: unknown): string {
  if (Array.isArray(body)) return `${body.length} items`;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (Array.isArray(b.tours)) return `${b.tours.length} items`;
    if (Array.isArray(b.data)) return `${b.data.length} items`;
    if (typeof b.database === 'string')
      return `database ${b.database}${b.driver ? ` (${String(b.driver)})` : ''}${typeof b.latencyMs === 'number' ? `, ${b.latencyMs} ms` : ''}`;
  }
  return 'OK';
}

/** /api-test: developer screen calling each endpoint and showing OK or Failed. */
export default function ApiTestPage() {
  usePageTitle('API connection test');
  const [results, setResults] = useState<Record<string, Result>>({});
  const [fix, setFix] = useState('');

  const run = useCallback(() => {
    setResults(Object.fromEntries(ENDPOINTS.map((e) => [e.path, { state: 'pending' } as Result])));
    for (const e of ENDPOINTS) {
      const start = performance.now();
      // Signed in as an admin, the database check also tells the driver and latency.
      api(e.path, { auth: e.path === '/api/debug/connection' })
        .then((body) => ({ state: 'ok' as const, ms: Math.round(performance.now() - start), detail: describe(body) }))
        .catch((err: Error) => ({
          state: 'failed' as const,
          ms: Math.round(performance.now() - start),
          detail: err.message,
        }))
        .then((r) => setResults((prev) => ({ ...prev, [e.path]: r })));
    }
  }, []);
  useEffect(run, [run]);

  const fixPaths = async () => {
    setFix('Running...');
    try {
      const r = await api<{ fixedCount?: number; message?: string }>('/api/fix-image-paths', {
        method: 'POST',
        auth: true,
      });
      setFix(`${r.message ?? 'Done'} (fixed: ${r.fixedCount ?? 0})`);
    } catch (err) {
      setFix(`Failed: ${(err as Error).message} (admin login required)`);
    }
  };

  const values = Object.values(results);
  const overall = values.some((r) => r.state === 'pending')
    ? 'Checking...'
    : results['/api/debug/connection']?.state === 'ok'
      ? 'Connected'
      : 'Connection Failed';
  return (
    <main id="main" className="container page">
      <h1>API connection test</h1>
      <dl className={styles.meta}>
        <div>
          <dt>Backend URL</dt>
          <dd>{API_BASE || `${window.location.origin} (same origin)`}</dd>
        </div>
        {!import.meta.env.VITE_BACKEND_URL && (
          <div>
            <dt>Note</dt>
            <dd>VITE_BACKEND_URL not set</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd aria-live="polite" data-testid="api-overall">
            {overall}
          </dd>
        </div>
      </dl>
      <div className={styles.tableWrap} role="region" aria-label="Endpoint results" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Endpoint results</caption>
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Path</th>
              <th scope="col">Result</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {ENDPOINTS.map((e) => {
              const r = results[e.path] ?? { state: 'pending' };
              return (
                <tr key={e.path}>
                  <th scope="row">{e.label}</th>
                  <td>
                    <code>GET {e.path}</code>
                  </td>
                  <td>
                    <span
                      className={`badge ${r.state === 'ok' ? 'badge-success' : r.state === 'failed' ? 'badge-danger' : 'badge-neutral'}`}
                    >
                      {r.state === 'ok' ? 'OK' : r.state === 'failed' ? 'Failed' : 'Checking...'}
                    </span>
                  </td>
                  <td>{r.state === 'pending' ? '' : `${r.detail} · ${r.ms} ms`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={run}>
          Run again
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void fixPaths()}>
          POST /api/fix-image-paths
        </button>
        <span role="status">{fix}</span>
      </div>
    </main>
  );
}
