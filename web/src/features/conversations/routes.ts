// The conversations feature's page (app/pages.ts registers every feature's): staff answer visitors
// who asked for a person in the chat (issue 34). Its own chunk, loaded when the route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  conversations: {
    load: () => import('./pages/ConversationsPage'),
    source: 'src/features/conversations/pages/ConversationsPage.tsx',
    officeZone: true,
  },
});
