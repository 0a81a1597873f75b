// Any file as JSON text, for whatever the generated form does not cover: CodeMirror with the
// file's meta-schema (code-json-editor.tsx, its own chunk, loaded when the editor is shown; a
// plain text area stands in until then). A syntax error is shown at once and nothing is saved
// until the text parses; the checker's findings come with each save.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';

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

export function JsonEditor({ path, content, written, schema, onChange }: { path: string; content: unknown; written?: string | undefined; schema?: unknown; onChange(next: unknown): void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [text, setText] = useState(() => textFor(content, written));
  const [error, setError] = useState<string | null>(null);
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
    try {
      const parsed = JSON.parse(next) as unknown;
      setError(null);
      onChange(parsed);
    } catch (problem) {
      setError((problem as Error).message);
    }
  };
  const label = t('studio.edit.json.label', { path });
  const errorText = error ? t('studio.edit.json.invalid', { error }) : '';
  const plain = (
    <textarea id={`${uid}-text`} className="studio-json__text" spellCheck={false} dir="ltr" rows={24} value={text} aria-label={label}
      aria-invalid={error ? 'true' : 'false'} aria-describedby={`${uid}-error`} onChange={(event) => change(event.target.value)} />
  );
  return (
    <div className="studio-json" data-invalid={error ? 'true' : 'false'}>
      <p className="studio-json__label" id={`${uid}-label`}>{label}</p>
      <Suspense fallback={plain}>
        <CodeJsonEditor text={text} schema={schema} label={label} description={errorText} onText={change} />
      </Suspense>
      <p id={`${uid}-error`} className="studio__error" role={error ? 'alert' : undefined}>{errorText}</p>
    </div>
  );
}
