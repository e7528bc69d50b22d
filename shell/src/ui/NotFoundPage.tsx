import { Link } from '@practice/router';
import { useHttpStatus, PageHead } from '@practice/ui-kit';

export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <section className="page-not-found">
      <PageHead
        title="Page Not Found | Omega Health Care"
        description="The page you were looking for could not be found. Find our services, providers, articles and contact details from the home page."
        noIndex
      />
      <h1>Page Not Found</h1>
      <p>
        The page you asked for does not exist or has moved. <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
