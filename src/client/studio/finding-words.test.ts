import { describe, expect, it } from 'vitest';
import { findingWords } from './finding-words.js';

const finding = { message: '"x" is missing.', fix: 'Add "x".', ar: { message: '«x» غير موجود.', fix: 'يرجى إضافة «x».' } };

describe('findingWords', () => {
  it('gives staff working in Arabic the Arabic, and English otherwise or where the checker has no Arabic', () => {
    expect(findingWords(finding, 'ar')).toEqual({ ...finding.ar, lang: 'ar' });
    expect(findingWords(finding, 'en')).toEqual({ message: finding.message, fix: finding.fix, lang: 'en' });
    expect(findingWords({ message: 'm', fix: 'f' }, 'ar')).toEqual({ message: 'm', fix: 'f', lang: 'en' });
  });
});
