import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { StepIndicator, type StepIndicatorProps } from '../ui/step-indicator.js';

/** What the frame of a journey shows above the step: its title (i18n key) and step indicator. */
export interface FrameFacts {
  title: string;
  progress?: StepIndicatorProps;
}

type SetFrame = (frame: FrameFacts | null) => void;
const FrameContext = createContext<SetFrame | null>(null);

/** The frame the runner is drawn in, if any: the runner tells it the current step's title. */
export const useJourneyFrame = () => useContext(FrameContext);

/**
 * The journey's card with its step indicator and title, the step's content below. It outlives
 * the runner's loading: the app draws it with the first render from what the build knows of the
 * first step (`initial`), and the runner, once it has the descriptor, only updates it. So the
 * title, the page's largest text and its LCP element, is painted once, by the same element,
 * without waiting for the runner, the descriptor or the form engine, and nothing above the step
 * moves when they arrive. `null`: no frame (a journey that failed, or is about to send the
 * customer back for missing navigation state).
 */
export function JourneyFrame({ initial = null, children }: { initial?: FrameFacts | null; children: ReactNode }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<FrameFacts | null>(initial);
  return (
    <FrameContext.Provider value={setFrame}>
      {/* Always a section, so the step below keeps its place (and state) when the frame changes. */}
      <section className={frame ? 'journey' : undefined} aria-labelledby={frame ? 'journey-title' : undefined}>
        {frame?.progress ? <StepIndicator {...frame.progress} /> : null}
        {frame ? (
          <h1 id="journey-title" className="journey__title">
            {t(frame.title)}
          </h1>
        ) : null}
        {children}
      </section>
    </FrameContext.Provider>
  );
}
