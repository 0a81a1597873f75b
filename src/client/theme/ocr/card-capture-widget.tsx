import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { callOperation } from '../../runtime/operations.js';
import { Tabs } from '../../ui/tabs.js';
import { dismissToast, toast } from '../../ui/toast-store.js';
import type { PortalFormContext } from '../form-context.js';
import { FileUpload } from '../widgets/file-upload.js';
import { ScanControl } from '../widgets/scan-control.js';
import { captureOptions, failureKey, isRead, valuesFromRead, type CaptureMethod } from './card-capture-options.js';
import { useCardDetails } from './card-details.js';

type TabId = 'upload' | 'scan' | 'details';

/** What the pictures may be (server-side the content decides; see adapters/ocr/image-check.ts). */
const ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf';

/**
 * A card (Mulkiya, driving licence, ...) by upload, webcam scan or typing. A read fills and locks
 * the fields its uiSchema names, renames the details tab and opens it (spec section 4).
 */
export function CardCaptureWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const options = captureOptions(props.options);
  const context = props.registry.formContext as PortalFormContext | undefined;
  const details = useCardDetails();
  const [tab, setTab] = useState<TabId>('upload');
  const [busy, setBusy] = useState(false);
  const read = isRead(props.value);

  const readCard = async (method: CaptureMethod, files: File[]) => {
    if (busy) return;
    setBusy(true);
    const progress = toast.blank(t(`${options.texts}.uploading`));
    const body = Object.fromEntries(files.map((file, index) => [options.images[index] ?? `image${index + 1}`, file]));
    const result = await callOperation(options.operation, body);
    dismissToast(progress);
    setBusy(false);
    const values = result.ok ? valuesFromRead(props.name, method, options, result.response) : null;
    if (!values) {
      const code = result.ok ? 'OCR_MISSING_DATA' : result.error.code;
      if (!result.ok) console.warn(`Card read "${options.operation}" failed`, result.error);
      toast.error(t(failureKey(options.texts, code)));
      return;
    }
    options.images.forEach((field, index) => context?.onFiles?.(field, files.slice(index, index + 1)));
    context?.fill?.(values);
    toast.success(t(`${options.texts}.success`));
    setTab('details');
  };

  const tabs = [
    { id: 'upload', label: t('ocr.tabs.upload') },
    { id: 'scan', label: t('ocr.tabs.scan') },
    { id: 'details', label: t(read ? `${options.texts}.detailsRead` : 'ocr.tabs.details') },
  ];
  return (
    <fieldset className="card-capture" id={props.id} aria-busy={busy}>
      <legend className="card-capture__title">{t(props.label)}</legend>
      <Tabs tabs={tabs} active={tab} onChange={(id) => setTab(id as TabId)}>
        {tab === 'upload' ? (
          <FileUpload id={`${props.id}__files`} label={t('ocr.chooseFiles')} accept={ACCEPT} onUpload={(files) => void readCard('upload', files)} />
        ) : tab === 'scan' ? (
          <ScanControl id={`${props.id}__scan`} onUpload={(files) => void readCard('scan', files)} />
        ) : (
          <div className="card-capture__details">{options.details.map((field) => <div key={field}>{details.get(field)}</div>)}</div>
        )}
      </Tabs>
    </fieldset>
  );
}
