// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.js';

const tabs = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
];

function Harness() {
  const [active, setActive] = useState('a');
  return <Tabs tabs={tabs} active={active} onChange={setActive} />;
}

const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: { ui: { tabs: { empty: 'No tabs available' } } } }, ar: { translation: {} } } });
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('moves with arrows, Home and End', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowRight' });
    expect(selected()).toBe('B');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'B' }), { key: 'End' });
    expect(selected()).toBe('C');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'C' }), { key: 'ArrowRight' });
    expect(selected()).toBe('A');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowLeft' });
    expect(selected()).toBe('C');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'C' }), { key: 'Home' });
    expect(selected()).toBe('A');
  });

  it('reverses the arrows in Arabic', async () => {
    await i18next.changeLanguage('ar');
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowLeft' });
    expect(selected()).toBe('B');
  });

  it('says when there are no tabs', () => {
    render(<Tabs tabs={[]} active={undefined} onChange={() => undefined} />);
    expect(screen.getByText('No tabs available')).toBeTruthy();
  });
});
