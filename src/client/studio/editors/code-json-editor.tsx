// The schema-aware JSON editor: CodeMirror 6 with the file's meta-schema (lists of ids inlined)
// for linting and completion (codemirror-json-schema). Its own chunk, loaded when someone opens
// "Edit as JSON": neither customer pages nor the studio's first chunk carry it.
// It lives in a shadow root: CodeMirror injects its styles at run time, as a <style> element in a
// document (which the portal's CSP, style-src 'self', refuses: the editor fell apart into a column
// of line numbers above the text) and as a constructed stylesheet in a shadow root (CSSOM, which
// style-src does not restrict). No 'unsafe-inline' for every page's styles is needed.
import { autocompletion, closeBrackets } from '@codemirror/autocomplete';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { lintGutter, linter } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { disableErrorLogging } from 'best-effort-json-parser';
import { jsonCompletion, jsonSchemaLinter, stateExtensions, handleRefresh, updateSchema } from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';

// codemirror-json-schema reads half-typed text with this parser, which writes every text it finds
// unfinished to the console: noise on each keystroke, and the draft's words in a log. The editor
// shows the problem itself (json-problem.ts).
disableErrorLogging();

type Schema = NonNullable<Parameters<typeof stateExtensions>[0]>;

export interface CodeJsonEditorProps {
  text: string;
  /** The meta-schema to lint and complete with; none: JSON syntax only. */
  schema?: unknown;
  label: string;
  /** The JSON error, or nothing: an aria-describedby id cannot reach out of the shadow root, so the text is given. */
  description: string;
  onText(text: string): void;
}

/** Styles the page's stylesheet gave the editor before it moved into its shadow root. */
const portalTheme = EditorView.theme({ '&.cm-focused': { outline: '2px solid #0b57d0' } });
const descriptionOf = (text: string) => EditorView.contentAttributes.of(text ? { 'aria-description': text } : {});

export default function CodeJsonEditor({ text, schema, label, description, onText }: CodeJsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const described = useRef(new Compartment());
  const latest = useRef(onText);
  latest.current = onText;

  useEffect(() => {
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const editor = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(), history(), bracketMatching(), closeBrackets(), autocompletion(), lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          syntaxHighlighting(defaultHighlightStyle),
          json(), EditorView.lineWrapping, portalTheme,
          linter(jsonParseLinter(), { delay: 200 }),
          linter(jsonSchemaLinter(), { delay: 200, needsRefresh: handleRefresh }),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          stateExtensions(schema as Schema | undefined),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', dir: 'ltr' }),
          described.current.of(descriptionOf(description)),
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
    view.current?.dispatch({ effects: described.current.reconfigure(descriptionOf(description)) });
  }, [description]);
  useEffect(() => {
    if (view.current && schema) updateSchema(view.current, schema as Schema);
  }, [schema]);

  return <div ref={host} className="studio-json__code" dir="ltr" />;
}
