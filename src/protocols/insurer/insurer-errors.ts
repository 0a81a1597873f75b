/** The insurer answered with an `errMsg`: a business refusal, carrying the message as received. */
export class InsurerError extends Error {
  override readonly name = 'InsurerError';
  constructor(
    readonly operation: string,
    readonly errMsg: string,
    /** getTransDtls sends previousInsurer beside an errMsg; the buy journey needs it. */
    readonly previousInsurer?: string,
    /**
     * createPolicy sends ownerOfRecord (Y/N) beside a refusal about a known vehicle: whether the
     * civil id (or licence) of the proposal is the vehicle's owner in the insurer's records. Only
     * then may the refusal's reason be told to the person asking (issue 24, item 7).
     */
    readonly ownerOfRecord?: boolean,
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
