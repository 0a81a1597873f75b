/** The insurer answered with an `errMsg`: a business refusal, carrying the message as received. */
export class InsurerError extends Error {
  override readonly name = 'InsurerError';
  constructor(
    readonly operation: string,
    readonly errMsg: string,
    /** getTransDtls sends previousInsurer beside an errMsg; the buy journey needs it. */
    readonly previousInsurer?: string,
  ) {
    super(errMsg);
  }
}

/** The reply was not well-formed XML or not of the operation's shape: "Unexpected response format". */
export class InsurerFormatError extends Error {
  override readonly name = 'InsurerFormatError';
}

/** No usable answer: time-out, connection refused, or an HTTP status other than 200. */
export class InsurerUnavailableError extends Error {
  override readonly name = 'InsurerUnavailableError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'network' | 'http',
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}
