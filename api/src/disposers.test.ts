import { describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { Disposers } from './disposers.js';

describe('disposers', () => {
  it('closes in reverse order, once, however often close() is called', async () => {
    const closed: string[] = [];
    const disposers = new Disposers(pino({ level: 'silent' }));
    for (const name of ['database', 'pool', 'server']) disposers.add(name, async () => void closed.push(name));
    await Promise.all([disposers.close(), disposers.close()]);
    await disposers.close();
    expect(closed).toEqual(['server', 'pool', 'database']);
  });

  it('still closes the rest when one fails, then throws the first failure', async () => {
    const closed: string[] = [];
    const disposers = new Disposers(pino({ level: 'silent' }));
    disposers.add('database', () => closed.push('database'));
    disposers.add('pool', () => Promise.reject(new Error('pool stuck')));
    disposers.add('redis', () => {
      throw new Error('redis gone');
    });
    await expect(disposers.close()).rejects.toThrow('redis gone');
    expect(closed).toEqual(['database']);
  });
});
