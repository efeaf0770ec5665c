import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { perform } from '../../operation.js';
import type { AuthOperations } from './auth.operations.js';
import { AuthProviderType, SessionUserType, type RoleEnum } from './auth.types.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly operations: AuthOperations) {}

  @Query(() => SessionUserType, {
    nullable: true,
    description: 'The signed-in staff member, or null for a visitor (REST: GET /api/auth/user, 401 when signed out)',
  })
  async me(@Ctx() caller: GraphQLContext): Promise<SessionUserType | null> {
    const user = await perform(this.operations.currentUser, undefined, caller);
    return user && { ...user, role: user.role as RoleEnum };
  }

  @Query(() => AuthProviderType, { description: 'The sign-in button’s provider (REST: GET /api/auth/provider)' })
  authProvider(@Ctx() caller: GraphQLContext): Promise<AuthProviderType> {
    return perform(this.operations.provider, undefined, caller);
  }
}
