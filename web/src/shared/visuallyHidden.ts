/**
 * Clipped to one invisible pixel but still rendered (the usual "visually hidden" rule): screen readers
 * and innerText include it. For text meant for screen readers only, such as a live region's
 * announcement. Lengths as px strings: in MUI's `sx` a bare 1 is 100%, which two copies of this rule
 * had (a full-size clipped box).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
