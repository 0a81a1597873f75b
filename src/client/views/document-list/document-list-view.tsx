import { useTranslation } from '../../lib/use-translation.js';
import { useLocation, useNavigate } from 'react-router';
import { useCallOperation } from '../../runtime/operations.js';
import type { ViewStepProps } from '../../runtime/views.js';
import { DocumentList } from './document-list.js';
import { useLinkedDocuments } from './linked-documents.js';
import { SendAgain } from './send-again.js';

/** `options` of the step (schemas/meta/views/document-list.schema.json). */
interface ListOptions {
  documentsFrom?: string;
  homeRoute?: string;
  linkParam?: string;
  linkOperation?: string;
  resendOperation?: string;
  policyFrom?: string;
}

/**
 * The document screen: Home and the list of PDF documents, from navigation state
 * (`documentsFrom`), or from the signed link of a policy's message (`linkParam`, `linkOperation`);
 * with `resendOperation`, "Send again" for the policy in state `policyFrom`.
 */
export default function DocumentListView({ state, step }: ViewStepProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const call = useCallOperation();
  const options = (step.options ?? {}) as ListOptions;
  const token = options.linkParam ? (new URLSearchParams(search).get(options.linkParam) ?? '') : '';
  const linked = useLinkedDocuments(call, options.linkParam ? options.linkOperation : undefined, token);
  const policyNo = linked.kind === 'done' ? linked.policyNo : String(state[options.policyFrom ?? 'policyNo'] ?? '');

  let body;
  if (linked.kind === 'loading') body = <p aria-busy="true">{t('documents.loading')}</p>;
  else if (linked.kind === 'failed') {
    const key = `errors.${linked.code}`;
    body = <p role="alert">{i18n.exists(key) ? t(key) : linked.message}</p>;
  } else if (options.linkParam && !token) body = <p role="alert">{t('errors.DOCUMENT_LINK_INVALID')}</p>;
  else body = <DocumentList documents={linked.kind === 'done' ? linked.documents : state[options.documentsFrom ?? 'documents']} />;

  return (
    <div className="document-list">
      <div className="document-list__top">
        <button type="button" className="button button--secondary" onClick={() => navigate(options.homeRoute ?? '/motor-insurance')}>
          {t('ui.home')}
        </button>
      </div>
      {linked.kind === 'done' ? <h2 className="document-list__policy">{t('documents.ofPolicy', { policyNo })}</h2> : null}
      {body}
      {options.resendOperation && policyNo ? <SendAgain operation={options.resendOperation} policyNo={policyNo} /> : null}
    </div>
  );
}
