// A journey opened from a signed link (`?link=<token>`, a renewal reminder's) whose step takes
// such links (`linkPrefill` in its journey file): the server checks the token and answers the
// step's form values and tab (POST /api/v1/links/prefill). The token then leaves the address bar
// (it is the customer's; a reload or a shared screenshot should not carry it). An expired or
// forged link gives the step's message and the empty form.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Step } from '../../config/generated/journey.js';
import type { Values } from './outcome.js';

export type LinkPrefill =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'filled'; stepId: string; tab?: string; values: Values }
  | { status: 'refused'; messageKey: string };

/** The first step's prefill from the address's link, once per page. */
export function useLinkPrefill(journeyId: string, step: Step | undefined): LinkPrefill {
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.search).get('link');
  const wanted = Boolean(token && step?.linkPrefill);
  const [prefill, setPrefill] = useState<LinkPrefill>({ status: 'none' });
  const asked = useRef(false);

  useEffect(() => {
    if (!wanted || !step?.linkPrefill || !token || asked.current) return;
    asked.current = true;
    const prefillStep = step.linkPrefill;
    const messages = prefillStep.messages ?? {};
    setPrefill({ status: 'loading' });
    void import('./operations.js')
      .then(({ callOperation }) => callOperation(prefillStep.operation, { journeyId, token }))
      .then((result) => {
        if (result.ok) {
          const data = (result.response as { data: { stepId: string; tab?: string; values: Values } }).data;
          setPrefill({ status: 'filled', ...data });
        } else {
          const code = result.error.code === 'LINK_EXPIRED' ? 'LINK_EXPIRED' : 'LINK_INVALID';
          setPrefill({ status: 'refused', messageKey: messages[code] ?? `errors.${code}` });
        }
      }, () => setPrefill({ status: 'refused', messageKey: messages.LINK_INVALID ?? 'errors.LINK_INVALID' }))
      .finally(() => {
        const params = new URLSearchParams(location.search);
        params.delete('link');
        const search = params.toString();
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
      });
  }, [wanted, step, token, journeyId, location, navigate]);

  return wanted && prefill.status === 'none' ? { status: 'loading' } : prefill;
}
