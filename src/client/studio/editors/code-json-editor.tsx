// The schema-aware JSON editor: CodeMirror 6 with the file's meta-schema (lists of ids inlined)
// for linting and completion (codemirror-json-schema). Its own chunk, loaded when someone opens
// "Edit as JSON": neither customer pages nor the studio's first chunk carry it.
import { autocompletion, closeBrackets } from '@codemirror/autocomplete';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { lintGutter, linter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { jsonCompletion, jsonSchemaLinter, stateExtensions, handleRefresh, updateSchema } from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';

type Schema = NonNullable<Parameters<typeof stateExtensions>[0]>;

export interface CodeJsonEditorProps {
  text: string;
  /** The meta-schema to lint and complete with; none: JSON syntax only. */
  schema?: unknown;
  label: string;
  describedBy: string;
  onText(text: string): void;
}

export default function CodeJsonEditor({ text, schema, label, describedBy, onText }: CodeJsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onText);
  latest.current = onText;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(), history(), bracketMatching(), closeBrackets(), autocompletion(), lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          syntaxHighlighting(defaultHighlightStyle),
          json(), EditorView.lineWrapping,
          linter(jsonParseLinter(), { delay: 200 }),
          linter(jsonSchemaLinter(), { delay: 200, needsRefresh: handleRefresh }),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          stateExtensions(schema as Schema | undefined),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy, 'aria-multiline': 'true', dir: 'ltr' }),
          EditorView.updateListener.of((update) => { if (update.docChanged) latest.current(update.state.doc.toString()); }),
        ],
      }),
    });
    view.current = editor;
    return () => { editor.destroy(); view.current = null; };
    // Made once: the text and schema follow below without losing the cursor or the history.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== text) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);
  useEffect(() => {
    if (view.current && schema) updateSchema(view.current, schema as Schema);
  }, [schema]);

  return <div ref={host} className="studio-json__code" dir="ltr" />;
}
