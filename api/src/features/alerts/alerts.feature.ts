import { defineFeature } from '../../feature.js';
import { mailFeature } from '../mail/index.js';
import { readAlertSettings } from './alerts.config.js';
import { StaffAlerts } from './alerts.queue.js';

/**
 * Staff alerts on Telegram (TELEGRAM_*), queued like the e-mails in the transaction of the row they are
 * about; without the variables `enqueue` does nothing and staff are told by e-mail only.
 */
export const alertsFeature = defineFeature({
  name: 'alerts',
  settings: readAlertSettings,
  async start({ config, settings, jobs, orm, log, use, onStop }) {
    const renderSettings = { publicUrl: config.publicUrl, businessTimeZone: config.businessTimezone };
    const alerts = settings.telegram
      ? await StaffAlerts.start(jobs, orm, settings.telegram, renderSettings, log, {
          pollingIntervalSeconds: use(mailFeature).pollSeconds,
        })
      : StaffAlerts.off(renderSettings);
    onStop('staff alerts worker', () => alerts.stop());
    return { exports: { alerts, telegram: settings.telegram } };
  },
});
