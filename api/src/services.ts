import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { SiteService } from './features/site/site.service.js';

/** The product's services, built once per app; the REST facade and the resolvers share them. */
export interface Services {
  site: SiteService;
}

export function createServices(config: Config, _orm: MikroORM, _log: Logger): Services {
  return {
    site: new SiteService(config.publicUrl, config.businessTimezone),
  };
}
