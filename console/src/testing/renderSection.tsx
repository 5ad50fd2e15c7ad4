import type { OpsModule } from '@app/shared/ops';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Tests: renders a section's pages at `/<section>/<path>` as the console routes them, starting at `path`. */
export function renderSection(module: OpsModule, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {module.pages.map((page) => (
          <Route key={page.path} path={`/${module.section}/${page.path}`} element={<page.Component />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}
