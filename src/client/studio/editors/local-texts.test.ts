import { describe, expect, it } from 'vitest';
import { textsOfFiles } from './local-texts.js';

describe('the preview\'s texts from unsaved files', () => {
  const files = {
    'locales/en.json': { $schema: '../schemas/meta/locale.schema.json', landing: { title: 'Motor Insurance', kicker: 'Fast' } },
    'locales/ar.json': { landing: { title: 'تأمين المركبات', kicker: 'سريع' } },
    'partners/acme.json': { id: 'acme', text: { en: { landing: { kicker: 'Acme fast' } } } },
    'partners/default.json': { id: 'default' },
  };

  it('merges the partner\'s overrides over each language, as the server resolves them, without $schema', () => {
    expect(textsOfFiles(files, 'acme')).toEqual({
      en: { landing: { title: 'Motor Insurance', kicker: 'Acme fast' } },
      ar: { landing: { title: 'تأمين المركبات', kicker: 'سريع' } },
    });
    expect(textsOfFiles(files, 'default')?.en).toEqual({ landing: { title: 'Motor Insurance', kicker: 'Fast' } });
  });

  it('answers null when a file it needs is missing or not an object (the server\'s texts are used then)', () => {
    expect(textsOfFiles(files, 'nobody')).toBeNull();
    expect(textsOfFiles({ ...files, 'locales/ar.json': [] }, 'acme')).toBeNull();
    expect(textsOfFiles(undefined, 'acme')).toBeNull();
  });
});
