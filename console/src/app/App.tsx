import { LoadingHost, ToastHost } from '@app/shared';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { hostSections } from '../sections';

/** The console's routes: every page of every section at `/<section>/<path>`. */
export function App() {
  return (
    <HashRouter>
      <Routes>
        {hostSections.flatMap((module) =>
          module.pages.map(({ path, Component }) => (
            <Route
              key={`${module.section}/${path}`}
              path={`/${module.section}/${path}`}
              element={<Component />}
            />
          )),
        )}
      </Routes>
      <ToastHost />
      <LoadingHost />
    </HashRouter>
  );
}
