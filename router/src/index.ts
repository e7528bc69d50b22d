/**
 * The router API of every app, shell and remotes alike.
 *
 * Federation shares a library whole, because the providing build cannot know what another app will
 * use: react-router shared as itself costs 62 KB gzip on every page. Shared through this module,
 * webpack keeps only what these exports need (about 14 KB). One copy still runs, so remotes render
 * inside the shell's router.
 *
 * An app that needs another export adds it here and raises this package's minor version: the
 * singleton with the highest version wins at run time, and it serves every app's needs. The one
 * part written here is the Link (Link.tsx): react-router's renders again at every navigation. It
 * changed no export: the version stays, so an older shell (its router loaded first) and a newer
 * remote still share one, the remote asking for no more than the shell has.
 */
export { Link, type LinkProps } from './Link';
export {
  BrowserRouter,
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
