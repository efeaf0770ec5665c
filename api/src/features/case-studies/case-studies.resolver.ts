import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { perform } from '../../operation.js';
import { LanguageEnum } from '../../shared/graphql-types.js';
import type { CaseStudiesOperations } from './case-studies.operations.js';
import { CaseStudyInput, CaseStudyRevisionType, CaseStudyType } from './case-studies.types.js';

const language = () => LanguageEnum;
const english = { defaultValue: LanguageEnum.en };

/** Case studies: published ones for everyone, writing and publishing for staff. */
@Resolver()
export class CaseStudiesResolver {
  constructor(private readonly operations: CaseStudiesOperations) {}

  @Query(() => [CaseStudyType], {
    description:
      'Published case studies, newest first (only those that used `service`, at most `limit`); staff asking with includeDrafts get every one',
  })
  caseStudies(
    @Arg('language', language, english) lang: LanguageEnum,
    @Arg('includeDrafts', () => Boolean, { defaultValue: false }) includeDrafts: boolean,
    @Arg('service', () => String, { nullable: true }) service: string | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() caller: GraphQLContext,
  ): Promise<CaseStudyType[]> {
    return perform(
      this.operations.list,
      { language: lang, includeDrafts, service: service ?? undefined, limit: limit ?? undefined },
      caller,
    );
  }

  @Query(() => CaseStudyType, { nullable: true, description: 'One case study by slug; drafts only for staff' })
  caseStudy(
    @Arg('slug', () => String) slug: string,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CaseStudyType | null> {
    return perform(this.operations.bySlug, { slug, language: lang }, caller);
  }

  @Query(() => [CaseStudyRevisionType], { description: 'Every save of a case study, newest first (staff)' })
  caseStudyRevisions(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<CaseStudyRevisionType[]> {
    return perform(this.operations.revisions, id, caller);
  }

  @Mutation(() => CaseStudyType, {
    description:
      'Saves a case study (staff): no id = a new draft; an expectedRevision older than the stored one = CONFLICT',
  })
  saveCaseStudy(
    @Arg('id', () => ID, { nullable: true }) id: string | undefined,
    @Arg('input', () => CaseStudyInput) input: CaseStudyInput,
    @Arg('expectedRevision', () => Int, { nullable: true }) expectedRevision: number | undefined,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CaseStudyType> {
    return perform(
      this.operations.save,
      { id: id ?? undefined, input: { ...input }, expectedRevision: expectedRevision ?? undefined, language: lang },
      caller,
    );
  }

  @Mutation(() => CaseStudyType, {
    description: 'Publishes a case study now, or at `at` (a time ahead schedules it) (staff)',
  })
  publishCaseStudy(
    @Arg('id', () => ID) id: string,
    @Arg('at', () => Date, { nullable: true }) at: Date | undefined,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CaseStudyType> {
    return perform(this.operations.publish, { id, at: at ?? undefined, language: lang }, caller);
  }

  @Mutation(() => CaseStudyType, { description: 'Takes a case study off the site; it stays as a draft (staff)' })
  unpublishCaseStudy(
    @Arg('id', () => ID) id: string,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CaseStudyType> {
    return perform(this.operations.unpublish, { id, language: lang }, caller);
  }
}
