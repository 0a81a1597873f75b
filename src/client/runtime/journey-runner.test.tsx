// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadConfigTree, resolveForm, resolveJourney } from '../../config/index.js';
import { compiledValidatorUrls } from '../theme/test-validators.js';
import { errorAlert } from '../ui/error-alert.js';
import { ErrorAlert } from '../ui/error-alert.js';
import { JourneyRunner } from './journey-runner.js';

// The form step is a lazy chunk; on a loaded 2-core CI machine it can take more than the default 1 s.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What GET /api/v1/config/journeys/renew-policy answers for the default partner. */
async function renewConfig() {
  const tree = await loadConfigTree(process.cwd());
  const journey = resolveJourney(tree, 'default', 'renew-policy');
  const form = resolveForm(tree, 'default', 'renew-lookup');
  // The runner loads the validators the answer names before it shows the step.
  return { journey, forms: { 'renew-lookup': form }, validators: compiledValidatorUrls((form.tabs ?? []).map((tab) => tab.schema)) };
}

function renderJourney(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/motor-insurance/renew-policy', element: <><JourneyRunner journeyId="renew-policy" /><ErrorAlert /></> },
      { path: '/motor-insurance/get-quote', element: <p>quote summary</p> },
      { path: '/motor-insurance', element: <p>landing</p> },
    ],
    { initialEntries: [{ pathname: '/motor-insurance/renew-policy', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('JourneyRunner on the renew-policy journey', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  });
  beforeEach(async () => {
    sessionStorage.clear();
    errorAlert.set(null);
    const config = await renewConfig();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/v1/auth/token') return json({ accessToken: 't', accessTokenExpiresAt: Date.now() + 3_600_000 });
      if (url === '/api/v1/config/journeys/renew-policy') return json(config);
      if (url === '/api/v1/motor/renewals/lookup') {
        const body = JSON.parse(String(init?.body)) as Record<string, string>;
        if (body.quoteNo === 'BAD') return json({ error: { code: 'QUOTE_STATUS_INVALID', message: 'status' } }, 409);
        // Issue 31: a lookup answers only a handle; the quote comes with the code (on the summary's route).
        return json({ lookup: `handle-of-${body.quoteNo}` });
      }
      return json({}, 200);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function submitQuoteNo(value: string) {
    fireEvent.click(await screen.findByRole('tab', { name: 'Quote No' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Quote No/ }), { target: { value } });
    const submit = screen.getByRole('button', { name: 'GET QUOTE' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
  }

  it('sends the lookup with the tab and transId, then navigates with the lookup\'s handle in state', async () => {
    const router = renderJourney({ transId: 'T-1' });
    await submitQuoteNo(' Q-7 ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/motor-insurance/get-quote'));
    expect(router.state.location.state).toEqual({ lookup: 'handle-of-Q-7', transId: 'T-1' });
    const lookup = fetchMock.mock.calls.find(([url]) => url === '/api/v1/motor/renewals/lookup');
    expect(JSON.parse(String(lookup?.[1]?.body))).toEqual({ lookupType: 'quoteNo', quoteNo: 'Q-7', transId: 'T-1' });
    expect((lookup?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer t');
    // The lead upload side effect fires after success, as multipart.
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/v1/motor/leads' && init?.method === 'PUT')).toBe(true));
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/v1/motor/leads')?.[1]?.body as FormData;
    expect(Object.fromEntries(upload.entries())).toEqual({ transId: 'T-1', quoteNo: 'Q-7' });
  });

  it('shows the translated message of a listed error code and stays on the page', async () => {
    const router = renderJourney({ transId: 'T-1' });
    await submitQuoteNo('BAD');
    expect(await screen.findByText(en.errors.QUOTE_STATUS_INVALID)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/motor-insurance/renew-policy');
  });

  it('records the step entered and refused with the code the API answered, then left as the page goes, with keepalive and the visit id (issue 34)', async () => {
    renderJourney({ transId: 'T-1' });
    await submitQuoteNo('BAD');
    await screen.findByText(en.errors.QUOTE_STATUS_INVALID);
    window.dispatchEvent(new Event('pagehide'));
    const sent = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/events');
    await waitFor(() => expect(sent().length).toBeGreaterThan(0));
    const events = sent().flatMap(([, init]) => (JSON.parse(String(init?.body)) as { events: Record<string, string>[] }).events);
    expect(events.filter((e) => e.journey === 'renew-policy').map((e) => [e.step, e.outcome, e.errorCode])).toEqual(expect.arrayContaining([
      ['lookup', 'entered', undefined], ['lookup', 'refused', 'QUOTE_STATUS_INVALID'], ['lookup', 'left', undefined],
    ]));
    for (const event of events) expect(Object.keys(event).sort()).toEqual(expect.arrayContaining(['device', 'journey', 'language', 'outcome', 'step']));
    const [, init] = sent()[0]!;
    expect(init?.keepalive).toBe(true);
    expect((init?.headers as Record<string, string>)['x-visit-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(events)).not.toContain('BAD');
  });

  it('clears the entered fields when the tab changes', async () => {
    renderJourney({});
    fireEvent.change(await screen.findByLabelText(/Plate Number/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Plate & Mobile No' }));
    expect((screen.getByLabelText(/Plate Number/) as HTMLInputElement).value).toBe('');
  });
});
