import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { perform } from '../../operation.js';
import type { SettingsOperations } from './settings.operations.js';
import { SiteSettingsInput, SiteSettingsType } from './settings.types.js';

/** The site settings: read by everyone, saved by admins. */
@Resolver()
export class SettingsResolver {
  constructor(private readonly operations: SettingsOperations) {}

  @Query(() => SiteSettingsType, { description: "The agency's contact details and packages, as admins set them" })
  siteSettings(@Ctx() caller: GraphQLContext): Promise<SiteSettingsType> {
    return perform(this.operations.read, undefined, caller);
  }

  @Mutation(() => SiteSettingsType, {
    description:
      'Saves the site settings (admins): only the fields given change; an expectedRevision other than the stored one = CONFLICT',
  })
  saveSiteSettings(
    @Arg('input', () => SiteSettingsInput) input: SiteSettingsInput,
    @Arg('expectedRevision', () => Int, { nullable: true }) expectedRevision: number | undefined,
    @Ctx() caller: GraphQLContext,
  ): Promise<SiteSettingsType> {
    return perform(
      this.operations.save,
      { input: JSON.parse(JSON.stringify(input)) as unknown, expectedRevision: expectedRevision ?? undefined },
      caller,
    );
  }
}
