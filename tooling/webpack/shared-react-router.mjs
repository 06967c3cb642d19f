// The part of react-router the site uses, provided to the share scope as
// `react-router` (create-config.mjs, "sharedSingletons"). Shared whole, the
// package is one 60 KB gzip chunk on every page, since a shared module cannot
// be tree-shaken (webpack cannot know what other builds will use); shared as
// this list, it is about 13 KB. A build that imports anything else from
// react-router fails with a message naming this file.
export {
  BrowserRouter,
  Link,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
} from 'agency-react-router-package';
