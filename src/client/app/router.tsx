import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.js';
import { JOURNEY_PATHS } from './journey-routes.js';
import { Layout } from './layout.js';
import { NotFound } from './notice.js';
import { RouteError } from './route-error.js';

const journeyRoute = async () => {
  const { JourneyRoute } = await loadChunk(() => import('./journey-route.js'), 'journey-route');
  return { Component: JourneyRoute };
};

const componentsPage = async () => {
  const { ComponentsPage } = await loadChunk(() => import('../pages/components-page.js'), 'components-page');
  return { Component: ComponentsPage };
};

export const routes: RouteObject[] = [
  {
    Component: Layout,
    // Nothing is loaded before the first render, so the first paint needs no fallback element.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/motor-insurance" replace /> },
          { path: '/components', lazy: componentsPage },
          ...JOURNEY_PATHS.map((path) => ({ path, lazy: journeyRoute })),
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
