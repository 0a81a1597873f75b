import type { ComponentType } from 'react';
import { loadChunk } from '../lib/lazy-chunk.js';
import { loadedOrLazy, type LoadedOrLazy } from '../lib/loaded-lazy.js';
import type { ResolvedForm } from '../../config/resolve.js';
import type { Step } from '../../config/generated/journey.js';
import type { Values } from './outcome.js';

/** The values entered on a form step that led here by `goto` (empty when none did). */
export interface EnteredValues {
  form: Values;
  tab?: string;
}

/** What a view step receives: the incoming navigation state and a way to report its outcome. */
export interface ViewStepProps {
  state: Values;
  /** What the customer typed on the form step before (e.g. the lookup the code screen confirms). */
  entered?: EnteredValues;
  /** The step's descriptor and the resolved forms of its journey (`form` and `forms` of the step). */
  step: Step;
  forms: Record<string, ResolvedForm>;
  /**
   * Moves the journey on: a step with an operation then runs it (its `request` reads the entered
   * values), else as if that operation had answered `response`.
   */
  complete: (response: unknown) => void;
}

/** Starts what a view's first screen reads from the server, given the page's query (`?br=...`). */
export type ViewWarmer = (search: string) => void;

/** Screens that are not forms (quote summary, payment results, document list) register here by name. */
const registry = new Map<string, LoadedOrLazy<ViewStepProps>>();
const warmers = new Map<string, ViewWarmer>();

/**
 * `warm`, when the view opens a page with a read of its own: started at boot beside the view's code.
 * Every caller of registerViews() registers again: the first registration, and what it loaded, stay.
 */
export function registerView(name: string, load: () => Promise<{ default: ComponentType<ViewStepProps> }>, warm?: ViewWarmer): void {
  if (!registry.has(name)) registry.set(name, loadedOrLazy(() => loadChunk(load, `view-${name}`)));
  if (warm) warmers.set(name, warm);
}

/** Loads a view's code (app/router.tsx at boot, the studio's preview). */
export function viewLoader(name: string | undefined) {
  return name ? registry.get(name)?.load : undefined;
}

/** What a step renders for a view: the view itself when its code came at boot, else a lazy one. */
export function viewComponent(name: string | undefined): ComponentType<ViewStepProps> | undefined {
  return name ? registry.get(name)?.component() : undefined;
}

export function viewWarmer(name: string | undefined): ViewWarmer | undefined {
  return name ? warmers.get(name) : undefined;
}

/** The registered view names (a test keeps them equal to the option schemas in schemas/meta/views). */
export function viewNames(): string[] {
  return [...registry.keys()].sort();
}
