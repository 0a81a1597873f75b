import { InsurerError, InsurerFormatError, InsurerUnavailableError, mapInsurerMessage, plainInsurerMessage } from '../adapters/insurer/index.js';
import { appError } from '../errors.js';

/**
 * How an insurer failure reaches the browser. `friendly` applies section 8's mapping of known
 * messages; otherwise (the pay-premium lookup) the message is shown as received when it is a
 * plain one-line message, else the generic insurer error text (never a stack trace or a path).
 */
export function insurerFailure(err: unknown, friendly: boolean): unknown {
  if (err instanceof InsurerFormatError) return appError('UNEXPECTED_RESPONSE_FORMAT');
  if (err instanceof InsurerUnavailableError) return appError('INSURER_UNAVAILABLE');
  if (err instanceof InsurerError) {
    if (!friendly) {
      const shown = plainInsurerMessage(err.errMsg);
      return appError('INSURER_ERROR', shown === undefined ? undefined : { message: shown });
    }
    const mapped = mapInsurerMessage(err.errMsg);
    return appError(mapped.code, mapped.params);
  }
  return err;
}

/** Runs an insurer call and rethrows its failure as the API error. */
export async function viaInsurer<T>(call: () => Promise<T>, friendly = true): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw insurerFailure(err, friendly);
  }
}
