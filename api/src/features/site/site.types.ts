import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class OpeningHours {
  @Field(() => [Int], { description: 'Weekdays the office is open, 1 = Monday … 7 = Sunday' })
  days!: number[];

  @Field(() => String)
  opens!: string;

  @Field(() => String)
  closes!: string;

  @Field(() => String)
  timezone!: string;
}

@ObjectType()
export class SocialLink {
  @Field(() => String)
  network!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  url!: string;
}

@ObjectType()
export class SiteInfo {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  publicUrl!: string;

  @Field(() => OpeningHours)
  openingHours!: OpeningHours;

  @Field(() => [SocialLink])
  socialLinks!: SocialLink[];
}

@ObjectType()
export class ServerTime {
  @Field(() => Date)
  now!: Date;

  @Field(() => String)
  businessTimezone!: string;

  @Field(() => String, { description: 'Local time in the business time zone, HH:mm' })
  businessLocalTime!: string;

  @Field(() => Boolean)
  isBusinessOpen!: boolean;
}
