import { Component, type ReactNode } from 'react';

/** Renders nothing instead of its children after they throw: for optional extras such as live status. */
export class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
