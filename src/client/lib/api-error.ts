/** The server's error envelope ({ error: { code, message, details? } }) as a throwable value. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
    /** Values of the error's text (`t('errors.<code>', params)`), e.g. the renewal date. */
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorEnvelope {
  error?: { code?: unknown; message?: unknown; details?: unknown; params?: unknown };
}

/** Turns any failed response into an ApiError, even one that is not the documented envelope. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorEnvelope | undefined;
  try {
    body = (await response.json()) as ErrorEnvelope;
  } catch {
    body = undefined;
  }
  const code = typeof body?.error?.code === 'string' ? body.error.code : `HTTP_${response.status}`;
  const message =
    typeof body?.error?.message === 'string' ? body.error.message : response.statusText || code;
  const params = body?.error?.params;
  return new ApiError(code, message, response.status, body?.error?.details, params && typeof params === 'object' ? (params as Record<string, unknown>) : undefined);
}
