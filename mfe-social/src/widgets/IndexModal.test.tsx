import { type AppInfo, storage, useSession } from '@app/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IndexModal } from './IndexModal';
import { INDEX_MODAL_SEEN_KEY } from './indexModalContent';

const info = (partial: Partial<AppInfo>) =>
  useSession.setState({ appInfo: { index_modal: 1, index_modal_images: ['/a.png'], ...partial } as AppInfo });

describe('IndexModal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows once per content: closed stays closed, changed content opens again', () => {
    info({});
    const first = render(<IndexModal />);
    expect(screen.getByTestId('index-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('index-modal-ok'));
    expect(screen.queryByTestId('index-modal')).toBeNull();
    first.unmount();

    render(<IndexModal />);
    expect(screen.queryByTestId('index-modal')).toBeNull();
    act(() => info({ index_modal_images: ['/b.png'] }));
    expect(screen.getByAltText('活动公告').getAttribute('src')).toBe('/b.png');
    expect(typeof storage.getItem(INDEX_MODAL_SEEN_KEY)).toBe('string');
    expect(localStorage.getItem('app_session') ?? '').not.toContain(INDEX_MODAL_SEEN_KEY);
  });

  it('stays hidden when switched off or empty, and shows announcement text', () => {
    info({ index_modal: 0 });
    const { rerender } = render(<IndexModal />);
    expect(screen.queryByTestId('index-modal')).toBeNull();
    act(() => info({ index_modal_images: [] }));
    rerender(<IndexModal />);
    expect(screen.queryByTestId('index-modal')).toBeNull();
    // The widget reads text in index_modal as the pop-up's text, but POST /v1/appinfo declares a number or null
    // (the server turns an operator's text into null): this case stays typed against that until one side changes.
    const text = '春节活动火热进行中' as unknown as number;
    act(() => info({ index_modal: text, index_modal_images: [] }));
    expect(screen.getByTestId('index-modal').textContent).toContain('春节活动火热进行中');
  });
});
