// A text in the studio's language that carries ids, paths or code in Latin (a finding, a diff's
// or the audit's summary line, a meta-schema's help): in a right-to-left language each Latin run
// is isolated left to right (bidi-runs.ts), so words do not interleave and brackets do not flip.
import { bidiRuns } from './editors/structured/bidi-runs.js';

export function MetaText({ text, language }: { text: string; language: string }) {
  if (language === 'en') return <>{text}</>;
  return <>{bidiRuns(text).map((run, i) => (run.ltr ? <bdi key={i} dir="ltr">{run.text}</bdi> : run.text))}</>;
}
