import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum RoleEnum {
  admin = 'admin',
  staff = 'staff',
}
registerEnumType(RoleEnum, { name: 'Role', description: 'admin (ADMIN_EMAILS) or staff (every other signed-in user)' });

@ObjectType('SessionUser', { description: 'The signed-in staff member (SPEC §3 User, with id, picture and role)' })
export class SessionUserType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;

  @Field(() => RoleEnum)
  role!: RoleEnum;
}

@ObjectType('AuthProvider', { description: 'The identity provider staff sign in with' })
export class AuthProviderType {
  @Field(() => String, { description: 'The sign-in button reads "Sign In with {name}"' })
  name!: string;
}
