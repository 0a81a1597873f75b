// What the promo-codes meta-schema cannot see: unique codes, known partners and products, and a
// validity window that is not backwards.
import { didYouMeanAr, iso } from './arabic-findings.js';
import { didYouMean } from './did-you-mean.js';
import { isoList } from './finding-texts.js';
import type { ConfigIssue, ConfigTree } from './types.js';

export function lintPromoCodes(tree: ConfigTree): ConfigIssue[] {
  const catalog = tree.catalogs.promoCodes;
  if (!catalog) return [];
  const { file } = catalog;
  const partners = new Set(Object.values(tree.partners).map((p) => p.data.id));
  const products = new Set(tree.catalogs.products.data.products.map((p) => p.id));
  const seen = new Set<string>();
  const issues: ConfigIssue[] = [];
  catalog.data.promoCodes.forEach((promo, i) => {
    if (seen.has(promo.code)) {
      issues.push({
        file, pointer: `/promoCodes/${i}/code`, message: `Promo code ${promo.code} is listed twice.`, fix: 'Keep one entry per code.',
        ar: { message: `الرمز الترويجي ${iso(promo.code)} مذكور مرتين.`, fix: 'يرجى إبقاء إدخال واحد لكل رمز.' },
      });
    }
    seen.add(promo.code);
    if (promo.validTo < promo.validFrom) {
      issues.push({
        file, pointer: `/promoCodes/${i}/validTo`, message: `validTo ${promo.validTo} is before validFrom ${promo.validFrom}.`, fix: 'Swap or correct the dates.',
        ar: { message: `تاريخ نهاية الصلاحية ${iso(promo.validTo)} (${iso('validTo')}) قبل تاريخ بدايتها ${iso(promo.validFrom)} (${iso('validFrom')}).`, fix: 'يرجى تبديل التاريخين أو تصحيحهما.' },
      });
    }
    promo.partners.forEach((id, j) => {
      if (!partners.has(id)) {
        issues.push({
          file, pointer: `/promoCodes/${i}/partners/${j}`, message: `Partner "${id}" does not exist.${didYouMean(id, partners)}`, fix: `Use one of: ${[...partners].join(', ')}.`,
          ar: { message: `الشريك «${iso(id)}» غير موجود.${didYouMeanAr(id, partners)}`, fix: `يرجى استخدام أحد الشركاء: ${isoList(partners)}.` },
        });
      }
    });
    (promo.products ?? []).forEach((id, j) => {
      if (!products.has(id)) {
        issues.push({
          file, pointer: `/promoCodes/${i}/products/${j}`, message: `Product "${id}" does not exist.${didYouMean(id, products)}`, fix: `Use one of: ${[...products].join(', ')}.`,
          ar: { message: `المنتج «${iso(id)}» غير موجود.${didYouMeanAr(id, products)}`, fix: `يرجى استخدام أحد المنتجات: ${isoList(products)}.` },
        });
      }
    });
  });
  return issues;
}
