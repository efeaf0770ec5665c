import type { EnvReader } from '../../env.js';
import type { TelegramSettings } from './telegram.client.js';

/** Telegram's Bot API, where TELEGRAM_API_URL points by default. */
export const TELEGRAM_API_DEFAULT = 'https://api.telegram.org';

/** TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID both, or neither (then staff alerts go by e-mail only). */
export function readAlertSettings(env: EnvReader): { telegram?: TelegramSettings } {
  const botToken = env.value('TELEGRAM_BOT_TOKEN');
  const chatId = env.value('TELEGRAM_CHAT_ID');
  if (!botToken && !chatId) {
    env.usingDefault(
      'staff alerts on Telegram off (no TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID): staff are told by e-mail',
    );
    return { telegram: undefined };
  }
  // BotFather's tokens: the bot's numeric id, a colon, then 35 letters, digits, _ or -.
  if (!botToken || !/^\d{3,15}:[\w-]{30,60}$/.test(botToken))
    env.problem(
      'TELEGRAM_BOT_TOKEN must be the token BotFather gave, like 123456789:AAE… (set it with TELEGRAM_CHAT_ID)',
    );
  if (!chatId || !/^(-?\d{1,20}|@[A-Za-z][\w]{4,31})$/.test(chatId))
    env.problem(
      'TELEGRAM_CHAT_ID must be a chat id such as -1001234567890 or a channel @username (set it with TELEGRAM_BOT_TOKEN)',
    );
  const apiUrl = env.httpUrl('TELEGRAM_API_URL', env.value('TELEGRAM_API_URL') ?? TELEGRAM_API_DEFAULT);
  // The bot token travels in the URL's path: never in clear text in production.
  if (apiUrl && env.production && !apiUrl.startsWith('https://'))
    env.problem('TELEGRAM_API_URL must be an https:// URL in production (the bot token is part of every request)');
  return { telegram: botToken && chatId && apiUrl ? { botToken, chatId, apiUrl } : undefined };
}
