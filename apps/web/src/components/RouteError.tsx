import { Link } from '@tanstack/react-router';

/** Shown when a screen throws while rendering; the rest of the site keeps working. */
export function RouteError() {
  return (
    <section
      className="container"
      style={{ padding: '96px 20px', textAlign: 'center' }}
      aria-labelledby="route-error-heading"
    >
      <h1 id="route-error-heading">Something went wrong on this page</h1>
      <p>Please reload the page. If it keeps happening, let us know and we will look into it.</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/contact" className="button button--secondary">
          Contact us
        </Link>
      </p>
    </section>
  );
}
