/**
 * The router API of every app, shell and remotes alike.
 *
 * Federation shares a library whole, because the providing build cannot know what another app will
 * use: react-router shared as itself costs 62 KB gzip on every page. Shared through this module,
 * webpack keeps only what these exports need (about 14 KB). One copy still runs, so remotes render
 * inside the shell's router.
 *
 * An app that needs another export adds it here and raises this package's minor version: the
 * singleton with the highest version wins at run time, and it serves every app's needs.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
