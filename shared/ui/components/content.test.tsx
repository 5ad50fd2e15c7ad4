import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryGrid } from './EntryGrid';
import { ListRow } from './ListRow';
import { Page } from './Page';
import { Section } from './Section';
import { Figure, Muted } from './Text';

afterEach(cleanup);

describe('EntryGrid', () => {
  it('renders one link per entry with its badge and label', () => {
    render(
      <EntryGrid
        entries={[
          { label: '足球', to: '/betPages/football/index', mark: '足' },
          { label: '我的注单', to: '/betPages/order/detail', mark: '单' },
        ]}
      />,
      { wrapper: MemoryRouter },
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/betPages/football/index',
      '/betPages/order/detail',
    ]);
    expect(links[0]?.textContent).toBe('足足球');
    expect(screen.getByRole('link', { name: /我的注单/ })).toBeTruthy();
  });
});

describe('Section, rows and text', () => {
  it('Section titles its content with a heading', () => {
    render(
      <Section title="投注规则">
        <p>单注金额 2 - 20000 元</p>
      </Section>,
    );
    expect(screen.getByRole('heading', { name: '投注规则' })).toBeTruthy();
    expect(screen.getByText('单注金额 2 - 20000 元')).toBeTruthy();
  });

  it('ListRow is a link only when given a path', () => {
    render(
      <>
        <ListRow to="/noticePages/detail?id=7">
          <span>公告</span>
          <Muted inline>2026-11-21</Muted>
        </ListRow>
        <ListRow>
          <span>倍数 1 - 99 倍</span>
        </ListRow>
      </>,
      { wrapper: MemoryRouter },
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/noticePages/detail?id=7');
    expect(links[0]?.textContent).toBe('公告2026-11-21');
    expect(screen.getByText('倍数 1 - 99 倍')).toBeTruthy();
  });

  it('Figure passes attributes through and Muted renders a paragraph by default', () => {
    render(
      <>
        <Figure data-testid="balance">¥ 10,000.00</Figure>
        <Muted>余额以实际到账为准</Muted>
      </>,
    );
    expect(screen.getByTestId('balance').textContent).toBe('¥ 10,000.00');
    expect(screen.getByText('余额以实际到账为准').tagName).toBe('P');
  });
});

describe('Page', () => {
  it('a padded Page insets its body; the default one does not', () => {
    const { rerender } = render(
      <Page title="公告" padded>
        <p>内容</p>
      </Page>,
    );
    expect(screen.getByRole('main').className).toContain('padded');
    rerender(
      <Page title="公告">
        <p>内容</p>
      </Page>,
    );
    expect(screen.getByRole('main').className).not.toContain('padded');
  });
});
