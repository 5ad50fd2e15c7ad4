import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { titledRoute, useRouteTitleIn } from './route-titles';

const TITLES = {
  '/betPages/football/index': '足球竞猜',
  '/betPages/basketball/index': '篮球竞猜',
} as const;

function Title() {
  return <h1>{useRouteTitleIn(TITLES)}</h1>;
}

afterEach(cleanup);

describe('route titles', () => {
  it('builds a route with the title of its path', () => {
    expect(titledRoute(TITLES, '/betPages/basketball/index', Title)).toEqual({
      path: '/betPages/basketball/index',
      title: '篮球竞猜',
      Component: Title,
    });
  });

  it('gives a page the title of the route being shown', () => {
    render(
      <MemoryRouter initialEntries={['/betPages/basketball/index']}>
        <Title />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('篮球竞猜');
  });

  it('is empty for a path the table does not own', () => {
    render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <Title />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('');
  });
});
