import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { LanguageEnum } from '../../shared/graphql-types.js';
import {
  CatalogCategory,
  CatalogFaqSection,
  CatalogPackage,
  CatalogService as CatalogServiceType,
} from './catalog.types.js';

const language = () => LanguageEnum;
const english = { defaultValue: LanguageEnum.en };

/** The partner catalog: public, read-only queries that directory sites read (README "Partner API"). */
@Resolver()
export class CatalogResolver {
  @Query(() => [CatalogServiceType], { description: 'The six services of the agency' })
  services(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() { services }: GraphQLContext,
  ): CatalogServiceType[] {
    return services.catalog.services(lang);
  }

  @Query(() => CatalogServiceType, { nullable: true, description: 'One service by its slug; null when unknown' })
  service(
    @Arg('slug', () => String) slug: string,
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() { services }: GraphQLContext,
  ): CatalogServiceType | null {
    return services.catalog.service(slug, lang);
  }

  @Query(() => [CatalogPackage], { description: 'The three fixed-price packages' })
  packages(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() { services }: GraphQLContext,
  ): CatalogPackage[] {
    return services.catalog.packages(lang);
  }

  @Query(() => [CatalogFaqSection], { description: 'The FAQ, by section' })
  faq(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() { services }: GraphQLContext,
  ): CatalogFaqSection[] {
    return services.catalog.faq(lang);
  }

  @Query(() => [CatalogCategory], { description: 'The ten business categories' })
  categories(
    @Arg('language', language, english) lang: LanguageEnum,
    @Ctx() { services }: GraphQLContext,
  ): CatalogCategory[] {
    return services.catalog.categories(lang);
  }
}
