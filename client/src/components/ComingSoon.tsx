import { Link } from 'react-router';

/**
 * The one placeholder for screens not built yet. `grep -r ComingSoon
 * client/src/pages` lists what is left to build.
 */
export function ComingSoon({
  screen,
  description,
  backTo = '/',
  backLabel = 'Go to the home page',
}: {
  screen: string;
  description?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="eyebrow">Coming soon</p>
      <h1 id="coming-soon-title">{screen}</h1>
      <p className="coming-soon__text">{description ?? `The ${screen} screen is being built.`}</p>
      <p className="coming-soon__text coming-soon__note">This screen is not available yet.</p>
      <Link className="button button--secondary" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
