// The draft's save status, saying what is true: a file whose JSON does not parse is not saved
// (which file, where it stops), whatever the autosave did with the other files; a failed save
// says why (the API's message); else the autosave's own state.
import { ApiError } from '../../lib/api-error.js';
import { useTranslation } from '../../lib/use-translation.js';
import type { SaveState } from './autosave.js';
import type { JsonProblem } from './json-problem.js';

export interface SaveStatusProps {
  state: SaveState;
  /** The error of a failed save, if any. */
  error?: unknown;
  /** Files whose text is not saved because it is not valid JSON. */
  broken: Record<string, JsonProblem>;
  revision: number;
}

export function SaveStatus({ state, error, broken, revision }: SaveStatusProps) {
  const { t } = useTranslation();
  const [first, ...others] = Object.entries(broken);
  const shown = first ? 'invalid' : state;
  // The API's own message (in the studio's language); a network failure keeps the general text.
  const reason = state === 'failed' && error instanceof ApiError && error.message ? error.message : null;
  return (
    <p role="status" className="studio-edit__save" data-state={shown} data-revision={revision}>
      {first ? (
        <>
          <bdi dir="ltr">{first[0]}</bdi>{': '}
          {t('studio.edit.save.invalid', { line: first[1].line, column: first[1].column })}
          {others.length > 0 ? <> {t('studio.edit.save.invalidMore', { count: others.length })}</> : null}
        </>
      ) : reason ? `${t('studio.edit.save.failedBecause')} ${reason}` : t(`studio.edit.save.${state}`)}
    </p>
  );
}
