import { Link } from 'react-router-dom';
import { usePageTitle } from '@/hooks/use-page-title';

/** Any unknown path. */
export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <main id="main" className="container page">
      <div className="state-panel">
        <span aria-hidden="true" style={{ fontSize: '3.5rem', fontFamily: 'var(--font-display)', color: 'var(--color-accent-dark)' }}>404</span>
        <h1>Page Not Found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Link to="/" className="btn btn-primary">Go to Home</Link>
          <Link to="/contact" className="btn btn-ghost">Contact us</Link>
        </div>
      </div>
    </main>
  );
}
