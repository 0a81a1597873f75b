import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { formatDateTime, formatOmr } from '../lib/format.js';
import { setLoading } from '../startup/client-state.js';
import { CheckboxInput } from '../theme/widgets/checkbox-input.js';
import { FieldShell } from '../theme/widgets/field-shell.js';
import { FileUpload } from '../theme/widgets/file-upload.js';
import { OptionalCheckboxInput } from '../theme/widgets/optional-checkbox-input.js';
import { ScanControl } from '../theme/widgets/scan-control.js';
import { showErrorAlert } from '../ui/error-alert.js';
import { Modal } from '../ui/modal.js';
import { StepIndicator } from '../ui/step-indicator.js';
import { Tabs } from '../ui/tabs.js';
import { toast } from '../ui/toast-store.js';
import { DemoField } from './demo-field.js';

function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="demo" aria-label={title}>
      <h2 className="demo__title">{title}</h2>
      <div className="demo__body">{children}</div>
    </section>
  );
}

const sampleFile = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** Developer showcase (spec section 2, /components): every widget in each of its states. */
export function ComponentsPage() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState('first');
  const [ticked, setTicked] = useState(false);
  const [optionalOn, setOptionalOn] = useState(false);
  const [optionalValue, setOptionalValue] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const [uploaded, setUploaded] = useState<string>();
  const onUpload = (files: File[]) => setUploaded(t('ui.components.uploaded', { count: files.length }));
  const tabs = ['first', 'second', 'third'].map((id) => ({ id, label: t(`ui.components.tab.${id}`) }));
  const options = ['A', 'B', 'D'].map((code) => ({ value: code, label: code }));

  const showMask = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };

  return (
    <div className="components-page">
      <h1>{t('ui.components.title')}</h1>
      <Demo title={t('ui.components.steps')}>
        <StepIndicator current={2} total={3} />
        <StepIndicator current={3} total={3} />
        <StepIndicator current={3} total={3} failed={3} />
      </Demo>
      <Demo title={t('ui.components.tabs')}>
        <Tabs tabs={tabs} active={tab} onChange={setTab}>
          <p>{t('ui.components.tabContent', { tab: tabs.find((item) => item.id === tab)?.label })}</p>
        </Tabs>
        <Tabs tabs={[]} active={undefined} onChange={setTab} />
      </Demo>
      <Demo title={t('ui.components.text')}>
        <DemoField id="demo-untouched" label={t('ui.components.untouched')} />
        <DemoField id="demo-touched" label={t('ui.components.touchedEmpty')} initiallyTouched />
        <DemoField id="demo-valid" label={t('ui.components.valid')} initialValue="Salim Al Harthy" initiallyTouched />
      </Demo>
      <Demo title={t('ui.components.select')}>
        <DemoField id="demo-select" label={t('ui.components.untouched')} options={options} />
        <DemoField id="demo-select-touched" label={t('ui.components.touchedEmpty')} options={options} initiallyTouched />
      </Demo>
      <Demo title={t('ui.components.checkboxes')}>
        <CheckboxInput id="demo-checkbox" checked={ticked} label={t('ui.components.checkbox')} onChange={setTicked} />
        <FieldShell id="demo-optional" label={t('ui.components.vehicleValue')}>
          <OptionalCheckboxInput
            id="demo-optional"
            checkboxLabel={t('ui.components.optional')}
            enabled={optionalOn}
            value={optionalValue}
            onToggle={(on) => {
              setOptionalOn(on);
              if (!on) setOptionalValue('');
            }}
            onChange={setOptionalValue}
            onBlur={() => undefined}
          />
        </FieldShell>
      </Demo>
      <Demo title={t('ui.components.rules')}>
        <DemoField id="demo-email" type="email" label={t('ui.components.email')} initialValue="salim@mail" initiallyTouched />
        <DemoField id="demo-mobile" type="tel" label={t('ui.components.mobile')} initialValue="91234" initiallyTouched />
      </Demo>
      <Demo title={t('ui.components.upload')}>
        <FileUpload id="demo-upload-one" label={t('ui.components.oneFile')} onUpload={onUpload} initialFiles={[sampleFile('mulkiya-front.jpg', 204_800)]} />
        <FileUpload id="demo-upload-two" label={t('ui.components.twoFiles')} onUpload={onUpload} initialFiles={[sampleFile('mulkiya-front.jpg', 204_800), sampleFile('mulkiya-back.jpg', 153_600)]} />
        {uploaded ? <p role="status">{uploaded}</p> : null}
      </Demo>
      <Demo title={t('ui.components.scan')}>
        <ScanControl id="demo-scan" onUpload={onUpload} />
      </Demo>
      <Demo title={t('ui.components.feedback')}>
        <div className="demo__buttons">
          <button type="button" className="button" onClick={() => toast.success(t('ui.components.toastSuccess'))}>
            {t('ui.components.showSuccess')}
          </button>
          <button type="button" className="button" onClick={() => toast.error(t('ui.components.toastError'))}>
            {t('ui.components.showError')}
          </button>
          <button type="button" className="button" onClick={() => toast.blank(t('ui.components.toastBlank'))}>
            {t('ui.components.showBlank')}
          </button>
          <button type="button" className="button button--secondary" onClick={showMask}>
            {t('ui.components.showMask')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setModalOpen(true)}>
            {t('ui.components.showModal')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => showErrorAlert((texts) => texts.t('ui.components.alertText'))}>
            {t('ui.components.showAlert')}
          </button>
        </div>
        <p>
          {t('ui.components.amount')}: <span data-testid="demo-amount">{formatOmr(1234.5, i18n.language)}</span> ·{' '}
          {t('ui.components.date')}: <span dir="ltr">{formatDateTime(new Date(2025, 0, 31, 9, 5, 7))}</span>
        </p>
      </Demo>
      <Modal
        open={modalOpen}
        title={t('ui.components.modalTitle')}
        maxWidth={900}
        onClose={() => setModalOpen(false)}
        footer={
          <button type="button" className="button" onClick={() => setModalOpen(false)}>
            {t('ui.modal.close')}
          </button>
        }
      >
        <p>{t('ui.components.modalText')}</p>
      </Modal>
    </div>
  );
}
