import { describe, expect, it } from '@jest/globals';
import { BLOG_ARTICLE, FREE_LISTING, SERVICE_LIST } from '@site/common';
import { SERVICE_ICONS } from '../serviceIcons';
import { KNOWN_ICONS } from './ContentIcon';

describe('content icons', () => {
  it('draw every icon name the content and the home overview use', () => {
    const names = [
      ...SERVICE_LIST.flatMap((service) => service.cards.map((card) => card.icon)),
      ...BLOG_ARTICLE.advantages.items.map((item) => item.icon),
      ...BLOG_ARTICLE.results.items.map((item) => item.icon),
      ...FREE_LISTING.whyList.points.map((point) => point.icon),
      ...Object.values(SERVICE_ICONS),
    ].filter((name): name is string => Boolean(name));
    expect(names.length).toBeGreaterThan(50);
    expect([...new Set(names)].filter((name) => !KNOWN_ICONS.includes(name))).toEqual([]);
  });
});
