/** Settings messages carrying a check mark are successes; everything else is an error. */
export function settingsMessageKind(message: string): 'success' | 'error' {
  return message.includes('✓') ? 'success' : 'error';
}
