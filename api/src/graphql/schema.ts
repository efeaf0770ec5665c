import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { CatalogResolver } from '../features/catalog/catalog.resolver.js';
import { ChatResolver } from '../features/chat/chat.resolver.js';
import { BookingResolver } from '../features/booking/booking.resolver.js';
import { ContactResolver } from '../features/contact/contact.resolver.js';
import { DashboardResolver } from '../features/dashboard/dashboard.resolver.js';
import { NewsletterResolver } from '../features/newsletter/newsletter.resolver.js';
import { PaymentsResolver } from '../features/payments/payments.resolver.js';
import { SiteResolver } from '../features/site/site.resolver.js';
import { authChecker } from './auth-checker.js';

/** Every resolver of the product, one line per feature. */
const RESOLVERS = [
  SiteResolver,
  CatalogResolver,
  ContactResolver,
  NewsletterResolver,
  PaymentsResolver,
  ChatResolver,
  BookingResolver,
  DashboardResolver,
] as const;

export async function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    pubSub: createPubSub(),
    authChecker,
    validate: false,
    emitSchemaFile: false,
  });
}
