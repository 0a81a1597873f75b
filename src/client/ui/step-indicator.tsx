import { useTranslation } from '../lib/use-translation.js';
import { stepState } from './step-state.js';

export interface StepIndicatorProps {
  current: number;
  total: number;
  failed?: number;
}

export function StepIndicator({ current, total, failed }: StepIndicatorProps) {
  const { t } = useTranslation();
  const steps = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <ol className="steps" aria-label={t('ui.steps.label', { current, total })}>
      {steps.map((step) => {
        const state = stepState(step, current, total, failed);
        return (
          <li
            key={step}
            className={`steps__item steps__item--${state}`}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className="steps__dot" aria-hidden="true">
              {state === 'completed' ? '✓' : state === 'failed' ? '✕' : step}
            </span>
            <span className="visually-hidden">{t(`ui.steps.${state}`, { step })}</span>
          </li>
        );
      })}
    </ol>
  );
}
