// A file of the draft edited through a form rendered from its own meta-schema by the portal's
// rjsf theme: the platform edits itself with the mechanism it sells. References are pickers of
// the draft's own ids and keys; the checker's findings of the last save sit beside their field.
// No validation runs in the browser (see shape-validator.ts): the checker judges each save.
import Form, { type IChangeEvent } from '@rjsf/core';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { ErrorListTemplate } from '../../../theme/rjsf-templates.js';
import { widgets } from '../../../theme/rjsf-widgets.js';
import type { StudioFinding } from '../../studio-api.js';
import type { MetaSchemas } from '../draft-api.js';
import { editorKindOf } from './editor-kind.js';
import { editorSchema, JSON_PART, PICKER } from './editor-schema.js';
import { findingsErrorSchema } from './findings-at.js';
import { localizeEditorSchema } from './meta-i18n.js';
import { pickerLists } from './picker-lists.js';
import { shapeValidator } from './shape-validator.js';
import { StudioArrayItemTemplate, studioButtons } from './studio-buttons.js';
import { JsonPartField, PickerWidget, StudioDescriptionFieldTemplate, StudioFieldTemplate, StudioObjectFieldTemplate, StudioTitleFieldTemplate } from './studio-templates.js';

type Files = Record<string, unknown>;

const studioWidgets = { ...widgets, [PICKER]: PickerWidget };
const fields = { [JSON_PART]: JsonPartField };
const templates = {
  FieldTemplate: StudioFieldTemplate, ObjectFieldTemplate: StudioObjectFieldTemplate, ErrorListTemplate,
  TitleFieldTemplate: StudioTitleFieldTemplate, DescriptionFieldTemplate: StudioDescriptionFieldTemplate, ButtonTemplates: studioButtons,
  ArrayFieldItemTemplate: StudioArrayItemTemplate,
};
/** rjsf's own button and label texts that the studio's texts say in both languages. */
const OWN_TEXTS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'studio.edit.form.add',
  [TranslatableString.AddButton]: 'studio.edit.form.add',
  [TranslatableString.RemoveButton]: 'studio.edit.form.remove',
  [TranslatableString.MoveUpButton]: 'studio.edit.form.moveUp',
  [TranslatableString.MoveDownButton]: 'studio.edit.form.moveDown',
  [TranslatableString.CopyButton]: 'studio.edit.form.copy',
  [TranslatableString.EmptyArray]: 'studio.edit.form.empty',
  [TranslatableString.YesLabel]: 'studio.edit.form.yes',
  [TranslatableString.NoLabel]: 'studio.edit.form.no',
};

export interface SchemaEditorProps {
  path: string;
  files: Files;
  meta: MetaSchemas;
  findings: StudioFinding[];
  onChange(next: unknown): void;
}

/** Whether a file has a generated form (its kind has a meta-schema). */
export function hasSchemaEditor(path: string, meta: MetaSchemas): boolean {
  return editorKindOf(path, Object.keys(meta.kinds)) !== null;
}

export function SchemaEditor({ path, files, meta, findings, onChange }: SchemaEditorProps) {
  const { t, i18n } = useTranslation();
  const kind = editorKindOf(path, Object.keys(meta.kinds));
  const lists = useMemo(() => pickerLists(files, Object.keys(meta.views)), [files, meta]);
  // Labels and help in the studio's language when the meta-schemas have it (else their English).
  const texts = i18n.language === 'en' ? undefined : meta.i18n?.[i18n.language];
  const language = texts ? i18n.language : 'en';
  const prepared = useMemo(() => {
    if (!kind) return null;
    const made = editorSchema(meta.kinds[kind]!, lists);
    return texts ? { ...made, schema: localizeEditorSchema(made.schema, texts) } : made;
  }, [kind, meta, lists, texts]);
  const formContext = useMemo(() => ({ metaLanguage: language }), [language]);
  const extraErrors = useMemo(() => (prepared ? findingsErrorSchema(findings.filter((f) => f.file === path), prepared.uiSchema) : {}), [findings, path, prepared]);
  if (!prepared) return null;
  return (
    <section className="studio-form" aria-label={t('studio.edit.form.title', { kind: t(`studio.edit.kinds.${kind}`) })} data-kind={kind}>
      <h3>{t('studio.edit.form.title', { kind: t(`studio.edit.kinds.${kind}`) })}</h3>
      <Form
        schema={prepared.schema}
        uiSchema={{ ...prepared.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        formData={files[path]}
        validator={shapeValidator}
        widgets={studioWidgets}
        fields={fields}
        templates={templates}
        formContext={formContext}
        idPrefix={`studio-form-${kind}`}
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', emptyObjectFields: 'skipDefaults' }}
        translateString={(text, params) => (OWN_TEXTS[text] ? t(OWN_TEXTS[text]) : englishStringTranslator(text, params))}
        // rjsf also reports the data it was given (with its defaults filled): only real edits are saved.
        onChange={(event: IChangeEvent) => { if (JSON.stringify(event.formData) !== JSON.stringify(files[path])) onChange(event.formData); }}
      />
    </section>
  );
}
