import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole value into a field as a paste does: focus, then one input event. `user.type` sends one
 * event per character and every character re-renders the whole form, which makes form tests slow in
 * jsdom for no gain. Where typing itself is what is tested (a debounced search, a date field, typing
 * after an error), tests keep `user.type`.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}
