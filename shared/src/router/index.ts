/**
 * The routing facade: the only way apps reach react-router, so shell and remotes share one router instance
 * and only what they use ships (ARCHITECTURE.md: share facades, not whole libraries).
 */

export type { NavigateFunction } from 'react-router-dom';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
