// Any file as JSON text, for whatever the forms above do not cover: a syntax error is shown at
// once and nothing is saved until the text parses; the checker's findings come with each save.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';

export function JsonEditor({ path, content, onChange }: { path: string; content: unknown; onChange(next: unknown): void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [text, setText] = useState(() => JSON.stringify(content, null, 2));
  const [error, setError] = useState<string | null>(null);
  // Another editor (or a reload) changed the file: show it, unless this text already says so.
  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(content) ? current : JSON.stringify(content, null, 2);
      } catch {
        return current;
      }
    });
  }, [content]);
  return (
    <div className="studio-json">
      <label htmlFor={`${uid}-text`}>{t('studio.edit.json.label', { path })}</label>
      <textarea id={`${uid}-text`} className="studio-json__text" spellCheck={false} dir="ltr" rows={24} value={text} aria-invalid={error ? 'true' : 'false'} aria-describedby={`${uid}-error`}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const parsed = JSON.parse(event.target.value) as unknown;
            setError(null);
            onChange(parsed);
          } catch (problem) {
            setError((problem as Error).message);
          }
        }} />
      <p id={`${uid}-error`} className="studio__error" role={error ? 'alert' : undefined}>{error ? t('studio.edit.json.invalid', { error }) : ''}</p>
    </div>
  );
}
