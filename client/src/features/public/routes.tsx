import type { RouteObject } from 'react-router-dom';

// Placeholder until the public site lands (issue 3).
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <main className="container"><h1>Pachmarhi Stays &amp; Tours</h1></main> },
  { path: '*', element: <main className="container"><h1>Page Not Found</h1></main> },
];
