import { useLocation } from '@tanstack/react-router';

/** A message the previous screen left in router state (a submitted test, a missing id). */
export function FlashMessage() {
  const state = useLocation({ select: (location) => location.state });
  if (!state.flash) {
    return null;
  }
  const tone = state.flashTone ?? 'success';
  return (
    <p
      className={`form-status form-status--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="flash-message"
    >
      {state.flash}
    </p>
  );
}
