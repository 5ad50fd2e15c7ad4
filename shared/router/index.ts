// What the apps use of react-router-dom, and the module every build shares under that name
// (shared/build/singletons.ts). A federated shared module keeps all of its exports because any remote may
// use any of them, so sharing the package itself shipped all of react-router (60 KB gzip, SSR included) on
// every first load; sharing this list ships what is named here. Apps keep importing 'react-router-dom';
// router-subset.test.ts fails when one imports something missing here.
export {
  HashRouter,
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
} from 'react-router';
