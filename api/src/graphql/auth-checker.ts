import type { AuthChecker } from 'type-graphql';
import { assertRole, type Role } from '../features/auth/user.js';
import type { GraphQLContext } from './context.js';

/**
 * `@Authorized()` = any signed-in user, `@Authorized('admin')` = admins only. Throws the AppError of
 * assertRole so the client sees UNAUTHENTICATED or FORBIDDEN in its language.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  assertRole(context.user, roles.includes('admin') ? 'admin' : undefined);
  return true;
};
