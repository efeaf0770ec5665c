import { describe, expect, it } from '@jest/globals';
import { requestLanguage } from './language.js';

describe('requestLanguage', () => {
  it('prefers an explicit language, then Accept-Language by weight, then English', () => {
    expect(requestLanguage('km', { 'accept-language': 'en' })).toBe('km');
    expect(requestLanguage('fr', { 'accept-language': 'fr-FR,km;q=0.8,en;q=0.5' })).toBe('km');
    expect(requestLanguage(undefined, { 'accept-language': 'en;q=0.4,km-KH;q=0.9' })).toBe('km');
    expect(requestLanguage(undefined, { 'accept-language': 'de' })).toBe('en');
    expect(requestLanguage(undefined, {})).toBe('en');
  });
});
