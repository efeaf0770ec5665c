import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { perform } from '../../operation.js';
import { LanguageEnum } from '../../shared/graphql-types.js';
import type { PostsOperations } from './posts.operations.js';
import { PostInput, PostRevisionType, PostType } from './posts.types.js';

const language = () => LanguageEnum;
const english = { defaultValue: LanguageEnum.en };
/** The language of a visitor's read: the one asked for, else the request's (Accept-Language), like the catalog. */
const requested = { nullable: true, description: "Defaults to the request's language (Accept-Language)" };

/** Articles: published ones for everyone (partner sites too), writing and publishing for staff. */
@Resolver()
export class PostsResolver {
  constructor(private readonly operations: PostsOperations) {}

  @Query(() => [PostType], {
    description: 'Published articles, newest first; staff asking with includeDrafts get every article',
  })
  posts(
    @Arg('language', language, requested) lang: LanguageEnum | undefined,
    @Arg('includeDrafts', () => Boolean, { defaultValue: false }) includeDrafts: boolean,
    @Ctx() caller: GraphQLContext,
  ): Promise<PostType[]> {
    return perform(this.operations.list, { language: lang ?? caller.language, includeDrafts }, caller);
  }

  @Query(() => PostType, { nullable: true, description: 'One article by slug; drafts only for staff (the preview)' })
  post(
    @Arg('slug', () => String) slug: string,
    @Arg('language', language, requested) lang: LanguageEnum | undefined,
    @Ctx() caller: GraphQLContext,
  ): Promise<PostType | null> {
    return perform(this.operations.bySlug, { slug, language: lang ?? caller.language }, caller);
  }

  @Query(() => [PostRevisionType], { description: 'Every save of an article, newest first (staff)' })
  postRevisions(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<PostRevisionType[]> {
    return perform(this.operations.revisions, id, caller);
  }

  @Mutation(() => PostType, {
    description:
      'Saves an article (staff): no id = a new draft; an expectedRevision older than the stored one = CONFLICT',
  })
  savePost(
    @Arg('id', () => ID, { nullable: true }) id: string | undefined,
    @Arg('input', () => PostInput) input: PostInput,
    @Arg('expectedRevision', () => Int, { nullable: true }) expectedRevision: number | undefined,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<PostType> {
    return perform(
      this.operations.save,
      { id: id ?? undefined, input: { ...input }, expectedRevision: expectedRevision ?? undefined, language: lang },
      caller,
    );
  }

  @Mutation(() => PostType, { description: 'Publishes an article now, or at `at` (a time ahead schedules it) (staff)' })
  publishPost(
    @Arg('id', () => ID) id: string,
    @Arg('at', () => Date, { nullable: true }) at: Date | undefined,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<PostType> {
    return perform(this.operations.publish, { id, at: at ?? undefined, language: lang }, caller);
  }

  @Mutation(() => PostType, { description: 'Takes an article off the site; it stays as a draft (staff)' })
  unpublishPost(
    @Arg('id', () => ID) id: string,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<PostType> {
    return perform(this.operations.unpublish, { id, language: lang }, caller);
  }
}
