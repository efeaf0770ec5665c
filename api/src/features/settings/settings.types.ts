import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LocalizedText, LocalizedTextInput } from '../posts/index.js';

@ObjectType('SiteSocialLink', { description: 'A social link: its network, label and https URL' })
export class SiteSocialLinkType {
  @Field(() => String, { description: 'facebook, instagram, linkedin, tiktok or x' })
  network!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  url!: string;
}

@ObjectType('SitePackage', { description: 'One of the three packages as admins set it' })
export class SitePackageType {
  @Field(() => String, { description: 'starter, professional or enterprise' })
  id!: string;

  @Field(() => LocalizedText)
  name!: LocalizedText;

  @Field(() => Int, { description: 'Whole US dollars, paid once: what checkout charges' })
  price!: number;

  @Field(() => [LocalizedText])
  features!: LocalizedText[];
}

@ObjectType('SiteSettings', { description: "The agency's contact details and packages (admins set them)" })
export class SiteSettingsType {
  @Field(() => String)
  phone!: string;

  @Field(() => String, { description: 'The phone as a tel: link' })
  phoneHref!: string;

  @Field(() => String)
  email!: string;

  @Field(() => LocalizedText, { description: 'The office address, one line per language' })
  address!: LocalizedText;

  @Field(() => String, { description: 'The office on a map (https)' })
  mapUrl!: string;

  @Field(() => String, { description: 'https://t.me/…' })
  telegram!: string;

  @Field(() => String, { description: 'https://wa.me/…' })
  whatsapp!: string;

  @Field(() => [SiteSocialLinkType])
  socialLinks!: SiteSocialLinkType[];

  @Field(() => [SitePackageType])
  packages!: SitePackageType[];

  @Field(() => Int, { description: 'Counts saves (0: nothing saved yet, the defaults)' })
  revision!: number;

  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who saved last (staff only; null for everyone else)' })
  updatedBy!: string | null;
}

@InputType({
  description: 'A social link: its network (facebook, instagram, linkedin, tiktok, x), label and https URL',
})
export class SocialLinkInput {
  @Field(() => String)
  network!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  url!: string;
}

@InputType({ description: 'Changes to one package; the fields left out keep their values' })
export class SitePackageInput {
  @Field(() => String, { description: 'starter, professional or enterprise' })
  id!: string;

  @Field(() => LocalizedTextInput, { nullable: true })
  name?: LocalizedTextInput;

  @Field(() => Int, { nullable: true, description: 'Whole US dollars, 1 to 100,000' })
  price?: number;

  @Field(() => [LocalizedTextInput], { nullable: true })
  features?: LocalizedTextInput[];
}

@InputType({ description: 'Changes to the site settings: only the fields given change' })
export class SiteSettingsInput {
  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => LocalizedTextInput, { nullable: true })
  address?: LocalizedTextInput;

  @Field(() => String, { nullable: true })
  mapUrl?: string;

  @Field(() => String, { nullable: true })
  telegram?: string;

  @Field(() => String, { nullable: true })
  whatsapp?: string;

  @Field(() => [SocialLinkInput], { nullable: true, description: 'Replaces the whole list' })
  socialLinks?: SocialLinkInput[];

  @Field(() => [SitePackageInput], { nullable: true })
  packages?: SitePackageInput[];
}
