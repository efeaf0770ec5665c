import type { Feature } from './feature.js';
import { localSessionSecret, readCoreConfig, readNodeEnv, type CoreConfig } from './core-config.js';
import { ConfigError, EnvReader, type Env } from './env.js';
import { FEATURES } from './features.js';

export { ConfigError } from './env.js';
export { openFileLimit, type CoreConfig } from './core-config.js';

type SettingsOf<F> =
  F extends Feature<infer Settings, unknown> ? (Settings extends object ? Settings : object) : object;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every feature's settings, as one object (`config.khqr`, `config.mailFrom`, …). */
export type FeatureSettings = Intersection<SettingsOf<(typeof FEATURES)[number]>>;

/**
 * The whole configuration: the core's (core-config.ts) and every feature's own section, read once at
 * boot. `sections` keeps each feature's as it read it, for its `start`.
 */
export type Config = CoreConfig &
  FeatureSettings & {
    /** Which local defaults are in use, for the start-up log. */
    defaults: string[];
    /** Each feature's settings by its name. */
    sections: Readonly<Record<string, unknown>>;
  };

/**
 * Reads the environment: the core settings, then each feature's in the order of FEATURES; throws
 * ConfigError listing every problem (not just the first one).
 */
export function loadConfig(env: Env = process.env): Config {
  const reader = new EnvReader(env, readNodeEnv(env) === 'production');
  const core = readCoreConfig(reader);
  const sections: Record<string, unknown> = {};
  for (const feature of FEATURES as readonly Feature[])
    if (feature.settings) sections[feature.name] = feature.settings(reader, core);
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  if (!core.sessionSecret) {
    core.sessionSecret = localSessionSecret(core.dataDir);
    reader.usingDefault(`session secret generated into ${core.dataDir}/session-secret`);
  }
  const settings = Object.assign({}, ...Object.values(sections)) as FeatureSettings;
  return { ...core, ...settings, defaults: reader.defaults, sections };
}
