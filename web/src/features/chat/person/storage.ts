/**
 * Whether the chat should open on the conversation with the team: this tab is in one, or the address
 * is an e-mail's link back to one (`#conversation=<session>`). Tiny, so the panel can ask it without
 * loading the conversation's code.
 */
export function hasConversation(): boolean {
  try {
    return (
      /^#conversation=[0-9a-f-]{36}$/i.test(window.location.hash) || sessionStorage.getItem('chat-person') !== null
    );
  } catch {
    return false;
  }
}
