// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './route-link.js';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</p>;
}

const show = (onClick?: (event: React.MouseEvent) => void) =>
  render(
    <MemoryRouter initialEntries={['/motor-insurance']}>
      <Routes>
        <Route path="*" element={<><Link to="/motor-insurance/renew-policy?from=menu" state={{ transId: 't1' }} className="button" onClick={onClick}>Renew</Link><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );

describe('Link', () => {
  it('has the route as href and moves in history on a plain click, with its state', () => {
    show();
    const link = screen.getByRole('link', { name: 'Renew' });
    expect(link.getAttribute('href')).toBe('/motor-insurance/renew-policy?from=menu');
    expect(link.className).toBe('button');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/motor-insurance/renew-policy|{"transId":"t1"}');
  });

  it('leaves a modified click to the browser (new tab), and respects a handler that prevents it', () => {
    const prevent = vi.fn((event: React.MouseEvent) => event.preventDefault());
    show(prevent);
    const link = screen.getByRole('link', { name: 'Renew' });
    fireEvent.click(link);
    expect(prevent).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/motor-insurance|null');
    cleanup();
    show();
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Renew' }).dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/motor-insurance|null');
  });
});
