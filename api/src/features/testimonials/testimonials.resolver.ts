import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { perform } from '../../operation.js';
import { LanguageEnum, MessageResult } from '../../shared/graphql-types.js';
import type { TestimonialsOperations } from './testimonials.operations.js';
import { TestimonialInput, TestimonialType } from './testimonials.types.js';

const language = () => LanguageEnum;
const english = { defaultValue: LanguageEnum.en };

/** Testimonials: the published ones for everyone, writing and deleting for staff. */
@Resolver()
export class TestimonialsResolver {
  constructor(private readonly operations: TestimonialsOperations) {}

  @Query(() => [TestimonialType], {
    description: 'Published testimonials in their order; staff asking with includeDrafts get every one',
  })
  testimonials(
    @Arg('language', language, english) lang: LanguageEnum,
    @Arg('includeDrafts', () => Boolean, { defaultValue: false }) includeDrafts: boolean,
    @Ctx() caller: GraphQLContext,
  ): Promise<TestimonialType[]> {
    return perform(this.operations.list, { language: lang, includeDrafts }, caller);
  }

  @Mutation(() => TestimonialType, {
    description:
      'Saves a testimonial (staff): no id = a new one; an expectedRevision older than the stored one = CONFLICT',
  })
  saveTestimonial(
    @Arg('id', () => ID, { nullable: true }) id: string | undefined,
    @Arg('input', () => TestimonialInput) input: TestimonialInput,
    @Arg('expectedRevision', () => Int, { nullable: true }) expectedRevision: number | undefined,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<TestimonialType> {
    return perform(
      this.operations.save,
      { id: id ?? undefined, input: { ...input }, expectedRevision: expectedRevision ?? undefined, language: lang },
      caller,
    );
  }

  @Mutation(() => MessageResult, {
    description: 'Deletes a testimonial (staff); an expectedRevision older than the stored one = CONFLICT',
  })
  deleteTestimonial(
    @Arg('id', () => ID) id: string,
    @Arg('expectedRevision', () => Int, { nullable: true }) expectedRevision: number | undefined,
    @Ctx() caller: GraphQLContext,
  ): Promise<MessageResult> {
    return perform(this.operations.delete, { id, expectedRevision: expectedRevision ?? undefined }, caller);
  }
}
