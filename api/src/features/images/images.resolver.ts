import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { perform } from '../../operation.js';
import { LanguageEnum, MessageResult } from '../../shared/graphql-types.js';
import type { ImagesOperations } from './images.operations.js';
import { ImageAltInput, ImageType } from './images.types.js';

const language = () => LanguageEnum;
const english = { defaultValue: LanguageEnum.en };

/** The image library (staff); uploads themselves are multipart POSTs to /api/admin/images. */
@Resolver()
export class ImagesResolver {
  constructor(private readonly operations: ImagesOperations) {}

  @Query(() => [ImageType], { description: 'Uploaded images, newest first (staff)' })
  images(@Arg('language', language, english) lang: LanguageEnum, @Ctx() caller: GraphQLContext): Promise<ImageType[]> {
    return perform(this.operations.list, lang, caller);
  }

  @Mutation(() => ImageType, { description: "Corrects an image's alt text, required in both languages (staff)" })
  updateImageAlt(
    @Arg('input', () => ImageAltInput) input: ImageAltInput,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<ImageType> {
    return perform(this.operations.updateAlt, { id: input.id, alt: { ...input.alt }, language: lang }, caller);
  }

  @Mutation(() => MessageResult, {
    description:
      'Deletes an image with its files (staff); one an article, case study or testimonial still shows (drafts too) = CONFLICT naming where',
  })
  deleteImage(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<MessageResult> {
    return perform(this.operations.delete, id, caller);
  }
}
