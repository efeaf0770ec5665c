import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { perform, publicOperation } from '../../operation.js';
import type { CatalogService } from './catalog.service.js';
import { LanguageEnum } from '../../shared/graphql-types.js';
import {
  CatalogCategory,
  CatalogFaqSection,
  CatalogPackage,
  CatalogService as CatalogServiceType,
} from './catalog.types.js';

/** The partner catalog's reads: public (README "Partner API"). */
export function catalogOperations(catalog: CatalogService) {
  return {
    services: publicOperation('services', (language: LanguageEnum) => catalog.services(language)),
    service: publicOperation('service', (input: { slug: string; language: LanguageEnum }) =>
      catalog.service(input.slug, input.language),
    ),
    packages: publicOperation('packages', (language: LanguageEnum) => catalog.packages(language)),
    faq: publicOperation('faq', (language: LanguageEnum) => catalog.faq(language)),
    categories: publicOperation('categories', (language: LanguageEnum) => catalog.categories(language)),
  };
}

type CatalogOperations = ReturnType<typeof catalogOperations>;

const language = () => LanguageEnum;
const english = { defaultValue: LanguageEnum.en };

/** The partner catalog: public, read-only queries that directory sites read (README "Partner API"). */
@Resolver()
export class CatalogResolver {
  constructor(private readonly operations: CatalogOperations) {}

  @Query(() => [CatalogServiceType], { description: 'The six services of the agency' })
  services(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CatalogServiceType[]> {
    return perform(this.operations.services, lang, caller);
  }

  @Query(() => CatalogServiceType, { nullable: true, description: 'One service by its slug; null when unknown' })
  service(
    @Arg('slug', () => String) slug: string,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CatalogServiceType | null> {
    return perform(this.operations.service, { slug, language: lang }, caller);
  }

  @Query(() => [CatalogPackage], { description: 'The three fixed-price packages' })
  packages(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CatalogPackage[]> {
    return perform(this.operations.packages, lang, caller);
  }

  @Query(() => [CatalogFaqSection], { description: 'The FAQ, by section' })
  faq(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CatalogFaqSection[]> {
    return perform(this.operations.faq, lang, caller);
  }

  @Query(() => [CatalogCategory], { description: 'The ten business categories' })
  categories(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<CatalogCategory[]> {
    return perform(this.operations.categories, lang, caller);
  }
}
