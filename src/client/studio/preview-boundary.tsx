// A form that cannot render in the preview (a widget that needs a journey's data, a broken
// config) shows a message in its pane; the rest of the studio stays usable.
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.js';

interface State {
  failed: boolean;
}

export class PreviewBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('Studio preview: a form could not render', error);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // A new version of the config (or another form) may render again.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <PreviewFailed /> : this.props.children;
  }
}

function PreviewFailed() {
  const { t } = useTranslation();
  return (
    <p className="studio__error" role="alert">
      {t('studio.formFailed')}
    </p>
  );
}
