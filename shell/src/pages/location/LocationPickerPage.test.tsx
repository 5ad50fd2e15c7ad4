import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocationPage } from './LocationPage';
import { LocationPickerPage } from './LocationPickerPage';
import { REGIONS } from './regions';
import { readLocation } from './selection';

function renderFlow() {
  return render(
    <MemoryRouter initialEntries={['/pages/location/index']}>
      <Routes>
        <Route path="/pages/location/index" element={<LocationPage />} />
        <Route path="/pages/location/picker" element={<LocationPickerPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('location picker', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('picks a province and city and returns it to the page that asked', () => {
    const second = REGIONS.find((region) => region.province === '广东省');
    if (!second) throw new Error('regions missing');
    const city = second.cities[1] ?? '';
    renderFlow();
    expect(screen.getByTestId('location-current').textContent).toBe('未选择');
    fireEvent.click(screen.getByRole('button', { name: '选择地区' }));
    fireEvent.click(screen.getByRole('button', { name: second.province }));
    fireEvent.click(screen.getByRole('button', { name: city }));
    expect(screen.getByTestId('location-current').textContent).toBe(`${second.province} ${city}`);
    expect(readLocation()).toEqual({ province: second.province, city });
  });
});
