// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import renewPolicy from '../../../journeys/renew-policy.json';
import { loadConfigTree, resolveForm, resolveJourney } from '../../config/index.js';
import { JourneyFrame, type FrameFacts } from './journey-frame.js';
import { JourneyRunner } from './journey-runner.js';

// The form step is a lazy chunk; on a loaded 2-core machine it can take more than the default 1 s.

/** The first step's frame as the build embeds it (vite.config.ts, firstSteps). */
const initial: FrameFacts = { title: renewPolicy.title, progress: renewPolicy.steps[0]!.progress };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAt(element: ReactNode, state?: unknown) {
  const path = '/motor-insurance/renew-policy';
  const router = createMemoryRouter([{ path, element }, { path: '/motor-insurance', element: <p>landing</p> }], { initialEntries: [{ pathname: path, state }] });
  return render(<RouterProvider router={router} />);
}

/**
 * Holds the descriptor's answer until the test releases it: every request held so far, and any
 * asked after the release at once (a release before the request came must not strand it).
 */
async function heldDescriptor(status = 200) {
  const tree = await loadConfigTree(process.cwd());
  const config = { journey: resolveJourney(tree, 'default', 'renew-policy'), forms: { 'renew-lookup': resolveForm(tree, 'default', 'renew-lookup') } };
  const answer = () => (status === 200 ? json(config) : json({ error: { code: 'NOT_FOUND', message: 'x' } }, status));
  const held: (() => void)[] = [];
  let released = false;
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/v1/auth/token') return json({ accessToken: 't', accessTokenExpiresAt: Date.now() + 3_600_000 });
    if (released) return answer();
    return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
  }));
  return () => {
    released = true;
    for (const resolve of held.splice(0)) resolve();
  };
}

describe('JourneyFrame with the runner in it', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the first step\'s title and indicator before the descriptor, and keeps the same elements once the runner has it', async () => {
    const release = await heldDescriptor();
    renderAt(<JourneyFrame initial={initial}><JourneyRunner journeyId="renew-policy" /></JourneyFrame>);
    const title = screen.getByRole('heading', { level: 1 });
    const steps = screen.getByRole('list', { name: 'Step 1 of 3' });
    expect(title.textContent).toBe(en.journeys['renew-policy'].title);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/config/journeys/renew-policy', expect.anything()));
    release();
    await screen.findByRole('tablist');
    expect(screen.getByRole('heading', { level: 1 })).toBe(title);
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBe(steps);
  });

  it('drops the frame when the journey cannot be loaded', async () => {
    const release = await heldDescriptor(404);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<JourneyFrame initial={initial}><JourneyRunner journeyId="renew-policy" /></JourneyFrame>);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/config/journeys/renew-policy', expect.anything()));
    release();
    await waitFor(() => expect(screen.queryByText(en.journeys['renew-policy'].title)).toBeNull());
    expect(screen.queryByRole('list', { name: 'Step 1 of 3' })).toBeNull();
  });

  it('draws a frame of its own when used alone', async () => {
    const release = await heldDescriptor();
    renderAt(<JourneyRunner journeyId="renew-policy" />);
    expect(screen.queryByRole('heading')).toBeNull();
    // The descriptor's request, not the token's that comes first: the frame waits for the descriptor.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/config/journeys/renew-policy', expect.anything()));
    expect(screen.queryByRole('heading')).toBeNull();
    release();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(en.journeys['renew-policy'].title);
  });
});
