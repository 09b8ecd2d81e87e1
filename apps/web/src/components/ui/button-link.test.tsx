import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShoppingBag } from 'lucide-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';

function StoreProbe() {
  const location = useLocation();
  return <p>store from {(location.state as { from: string }).from}</p>;
}

describe('ButtonLink', () => {
  it('is a link named by its text, styled as the button asked for, its icon hidden', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/store" icon={ShoppingBag} variant="gold" size="sm" data-testid="buy">
          Buy points
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Buy points' });
    expect(link.getAttribute('href')).toBe('/store');
    expect(link.getAttribute('data-testid')).toBe('buy');
    expect(link.className).toContain('bg-gold');
    expect(link.className).toContain('h-9');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('navigates in the app with its state', async () => {
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ButtonLink to="/store" state={{ from: '/profile' }}>Buy points</ButtonLink>} />
          <Route path="/store" element={<StoreProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Buy points' }));
    expect(screen.getByText('store from /profile')).toBeTruthy();
  });
});
