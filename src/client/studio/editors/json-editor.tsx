// Any file as JSON text, for whatever the generated form does not cover: CodeMirror with the
// file's meta-schema (code-json-editor.tsx, its own chunk, loaded when the editor is shown; a
// plain text area stands in until then). A syntax error is shown at once, with its line and
// column, and told to the page (its save status says "not saved"); nothing is saved until the
// text parses, and the text is kept meanwhile (unsaved-text.ts) and given back when the file is
// opened again. The checker's findings come with each save.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { jsonProblem, type JsonProblem } from './json-problem.js';
import { unsavedText } from './unsaved-text.js';

const CodeJsonEditor = lazy(() => import('./code-json-editor.js'));

/** The text to show for `content`: the file as written while it still says the same, else 2-space JSON. */
export function textFor(content: unknown, written: string | undefined): string {
  if (written !== undefined) {
    try {
      if (JSON.stringify(JSON.parse(written)) === JSON.stringify(content)) return written.replace(/\n$/, '');
    } catch {
      // A text that does not parse is not what the file says.
    }
  }
  return JSON.stringify(content, null, 2);
}

export interface JsonEditorProps {
  path: string;
  content: unknown;
  written?: string | undefined;
  schema?: unknown;
  /** The draft the text belongs to: unsaved text is kept under it and this path. */
  draftId?: string | undefined;
  onChange(next: unknown): void;
  /** The text stops or starts parsing (null: it parses). */
  onProblem?(problem: JsonProblem | null): void;
}

export function JsonEditor({ path, content, written, schema, draftId, onChange, onProblem }: JsonEditorProps) {
  const { t } = useTranslation();
  const uid = useId();
  // Text left unsaved here before (it did not parse) comes back, unless the file now says it.
  const [kept] = useState(() => {
    const text = draftId ? unsavedText.read(draftId, path) : null;
    return text !== null && text !== textFor(content, written) ? text : null;
  });
  const [text, setText] = useState(() => kept ?? textFor(content, written));
  const [error, setError] = useState<JsonProblem | null>(() => (kept === null ? null : jsonProblem(kept)));
  useEffect(() => {
    if (error) onProblem?.(error);
    // Told once when a kept text comes back; the changes below tell the rest. Leaving the file
    // tells nothing: its text is still not saved.
  }, []);
  // Another editor (or a reload) changed the file: show it, unless this text already says so.
  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(content) ? current : textFor(content, written);
      } catch {
        return current;
      }
    });
  }, [content, written]);
  const change = (next: string) => {
    setText(next);
    const problem = jsonProblem(next);
    setError(problem);
    onProblem?.(problem);
    if (problem) {
      if (draftId) unsavedText.keep(draftId, path, next);
      return;
    }
    if (draftId) unsavedText.forget(draftId, path);
    onChange(JSON.parse(next) as unknown);
  };
  const label = t('studio.edit.json.label', { path });
  const errorText = error ? t('studio.edit.json.invalid', { line: error.line, column: error.column }) : '';
  const plain = (
    <textarea id={`${uid}-text`} className="studio-json__text" spellCheck={false} dir="ltr" rows={24} value={text} aria-label={label}
      aria-invalid={error ? 'true' : 'false'} aria-describedby={`${uid}-error`} onChange={(event) => change(event.target.value)} />
  );
  return (
    <div className="studio-json" data-invalid={error ? 'true' : 'false'}>
      <p className="studio-json__label" id={`${uid}-label`}>{label}</p>
      {kept !== null ? <p className="studio-edit__restored" role="status">{t('studio.edit.json.restored')}</p> : null}
      <Suspense fallback={plain}>
        <CodeJsonEditor text={text} schema={schema} label={label} description={errorText} onText={change} />
      </Suspense>
      <p id={`${uid}-error`} className="studio__error" role={error ? 'alert' : undefined}>{errorText}</p>
    </div>
  );
}
