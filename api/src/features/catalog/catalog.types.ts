import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A feature or benefit card of a service page' })
export class ServiceFeature {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  text!: string;
}

@ObjectType({ description: 'One of the six services of the agency, in the requested language' })
export class CatalogService {
  @Field(() => ID, { description: "Stable id, e.g. 'web-design'" })
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'One or two sentences' })
  description!: string;

  @Field(() => [String], { description: 'The four key features' })
  keyFeatures!: string[];

  @Field(() => String, { description: "The service page's heading" })
  headline!: string;

  @Field(() => String, { description: "The service page's introduction" })
  summary!: string;

  @Field(() => [ServiceFeature], { description: 'The cards of the service page' })
  features!: ServiceFeature[];

  @Field(() => String, { description: 'Absolute URL of the service page in the requested language' })
  url!: string;

  @Field(() => String, { description: 'Absolute URL of the booking page in the requested language' })
  bookingUrl!: string;
}

@ObjectType({ description: 'A fixed-price package, paid once' })
export class CatalogPackage {
  @Field(() => ID, { description: 'starter, professional or enterprise' })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int, { description: 'Price in whole US dollars' })
  priceUsd!: number;

  @Field(() => Int, { description: 'Price in US cents' })
  priceCents!: number;

  @Field(() => String, { description: 'ISO 4217 currency code' })
  currency!: string;

  @Field(() => String, { description: "The price as the site shows it, e.g. '$799'" })
  formattedPrice!: string;

  @Field(() => Int, { description: 'Months of support included' })
  supportMonths!: number;

  @Field(() => Int, { nullable: true, description: 'Pages included; null means unlimited' })
  pages!: number | null;

  @Field(() => [String])
  features!: string[];

  @Field(() => Boolean, { description: "True for the package marked 'Most Popular'" })
  popular!: boolean;

  @Field(() => String, { description: 'Absolute URL of the pricing page in the requested language' })
  url!: string;
}

@ObjectType()
export class CatalogFaqItem {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  question!: string;

  @Field(() => String)
  answer!: string;
}

@ObjectType({ description: 'A section of the FAQ' })
export class CatalogFaqSection {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => [CatalogFaqItem])
  items!: CatalogFaqItem[];

  @Field(() => String, { description: 'Absolute URL of the section on the FAQ page' })
  url!: string;
}

@ObjectType({ description: 'A business category (the broader list of the site)' })
export class CatalogCategory {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}
