import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/lazy-chunk.js';
import { ChunkError } from '../ui/chunk-error.js';
import { Notice, NotFound } from './notice.js';

/** Error boundary inside the layout, so header and language switch stay usable. */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ChunkError error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error('Screen failed to render', error);
  return <Notice titleKey="ui.failure.title" textKey="ui.failure.text" />;
}
