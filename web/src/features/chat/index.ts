// The chat feature's public entry: the launcher (layout), its header toggle, and opening the chat from
// a link anywhere on the site (app/start-app.tsx).
export { ChatHeaderToggle, ChatLauncher } from './components/ChatLauncher';
export { openChat } from './chatStore';
