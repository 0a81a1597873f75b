// Partner rules: unique origins, known plans, a logo that exists, and overrides that patch only
// what exists and still give valid forms and journeys once merged.
import { didYouMeanAr, iso } from './arabic-findings.js';
import { didYouMean } from './did-you-mean.js';
import { idNotFileName, isoList } from './finding-texts.js';
import { lintUiNames } from './check-ui-names.js';
import { lintForm } from './lint-forms.js';
import { formKeys, journeyKeys, lookupText, missingKeys } from './lint-i18n.js';
import { lintJourney } from './lint-journeys.js';
import { isDataUrl, logoDataUrlProblem, type LogoProblem } from './logo-data-url.js';
import { lintMessages } from './lint-messages.js';
import { lintUiOptions, lintViewSteps } from './lint-views.js';
import { mergePatch, pointerOf, unknownPatchPaths } from './merge-patch.js';
import { inlineRefs } from './refs.js';
import type { MetaValidator } from './meta-validate.js';
import { DEFAULT_PARTNER_ID, DEFAULT_SRC_BUS_ID, normalizeOrigin } from './resolve.js';
import type { ConfigIssue, ConfigTree, FormConfig, JourneyConfig, PartnerConfig } from './types.js';
import { isObject } from './types.js';

const UI_OPEN = new Set(['uiSchema']);

const LOGO_PROBLEMS: Record<LogoProblem, { en: string; ar: string }> = {
  type: { en: 'The logo is not a png, jpeg, webp or svg image.', ar: `الشعار ليس صورة ${iso('png')} أو ${iso('jpeg')} أو ${iso('webp')} أو ${iso('svg')}.` },
  size: { en: 'The logo is larger than 100 KB.', ar: 'الشعار أكبر من 100 كيلوبايت.' },
  content: { en: 'The logo\'s bytes are not the image type it says it is.', ar: 'محتوى الشعار لا يطابق نوع الصورة الذي يدّعيه.' },
};

export function lintPartners(tree: ConfigTree, meta: MetaValidator, publicFiles: ReadonlySet<string>): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (!tree.partners[DEFAULT_PARTNER_ID]) {
    issues.push({
      file: 'partners/default.json', pointer: '', message: 'There is no default partner (the insurer\'s own site).', fix: 'Create partners/default.json; it answers every origin no partner claims.',
      ar: { message: 'لا يوجد الشريك الافتراضي (موقع شركة التأمين).', fix: `يرجى إنشاء ${iso('partners/default.json')}؛ فهو يخدم كل عنوان موقع لا يطالب به أي شريك.` },
    });
  }
  const claimed = new Map<string, string>();
  const planIds = new Set(tree.catalogs.products.data.plans.map((p) => p.id));
  for (const [name, { file, data }] of Object.entries(tree.partners)) {
    if (data.id !== name) issues.push({ file, pointer: '/id', ...idNotFileName(data.id, name) });
    data.origins.forEach((origin, i) => {
      const owner = claimed.get(normalizeOrigin(origin));
      if (owner) {
        issues.push({
          file, pointer: `/origins/${i}`, message: `Origin ${origin} is also claimed by ${owner}.`, fix: 'Each origin belongs to one partner: remove it here or there.',
          ar: { message: `عنوان الموقع ${iso(origin)} يطالب به ${iso(owner)} أيضًا.`, fix: 'كل عنوان موقع يتبع شريكًا واحدًا: يرجى حذفه من هنا أو من هناك.' },
        });
      }
      else claimed.set(normalizeOrigin(origin), file);
    });
    data.plans?.forEach((plan, i) => {
      if (!planIds.has(plan)) {
        issues.push({
          file, pointer: `/plans/${i}`, message: `Plan "${plan}" is not in schemas/catalog/products.json.${didYouMean(plan, planIds)}`, fix: `Use one of: ${[...planIds].join(', ')}.`,
          ar: { message: `الخطة «${iso(plan)}» غير موجودة في ${iso('schemas/catalog/products.json')}.${didYouMeanAr(plan, planIds)}`, fix: `يرجى استخدام إحدى الخطط: ${isoList(planIds)}.` },
        });
      }
    });
    if (data.logo && isDataUrl(data.logo)) {
      const problem = logoDataUrlProblem(data.logo);
      if (problem) {
        issues.push({
          file, pointer: '/logo', message: LOGO_PROBLEMS[problem].en, fix: 'Upload the logo again as a png, jpeg, webp or svg image of at most 100 KB.',
          ar: { message: LOGO_PROBLEMS[problem].ar, fix: `يرجى رفع الشعار مرة أخرى صورةً بصيغة ${iso('png')} أو ${iso('jpeg')} أو ${iso('webp')} أو ${iso('svg')} بحجم لا يزيد على 100 كيلوبايت.` },
        });
      }
    } else if (data.logo && !publicFiles.has(data.logo)) {
      issues.push({
        file, pointer: '/logo', message: `The logo public${data.logo} does not exist.`, fix: `Add the image as public${data.logo}, or correct the path.`,
        ar: { message: `الشعار ${iso(`public${data.logo}`)} غير موجود.`, fix: `يرجى إضافة الصورة باسم ${iso(`public${data.logo}`)}، أو تصحيح المسار.` },
      });
    }
    issues.push(...textOverrides(tree, data, file), ...overrideIssues(tree, meta, data, file));
  }
  return [...issues, ...sourceBusinessIds(tree)];
}

/**
 * Every partner books its sales under its own source business id: one left out would be sent as
 * the insurer's own (CP), one shared would mix two channels' sales at the insurer.
 */
function sourceBusinessIds(tree: ConfigTree): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const owner = new Map<string, string>([[tree.partners[DEFAULT_PARTNER_ID]?.data.srcBusId ?? DEFAULT_SRC_BUS_ID, DEFAULT_PARTNER_ID]]);
  for (const [name, { file, data }] of Object.entries(tree.partners)) {
    if (name === DEFAULT_PARTNER_ID) continue;
    const id = data.srcBusId;
    // An empty or malformed one is the meta-schema's finding already.
    if (id === undefined) {
      issues.push({
        file, pointer: '/srcBusId', message: `${data.name} has no source business id (srcBusId): the insurer would book its sales as the insurer's own site's.`, fix: 'Ask the insurer for the source business id of this channel and give it as "srcBusId" (capital letters and digits, e.g. GMO).',
        ar: {
          message: `ليس للشريك ${iso(data.name)} رمز مصدر الأعمال (${iso('srcBusId')}): ستسجّل شركة التأمين مبيعاته على أنها مبيعات موقعها.`,
          fix: `يرجى طلب رمز مصدر الأعمال لهذه القناة من شركة التأمين وكتابته في ${iso('"srcBusId"')} (أحرف إنجليزية كبيرة وأرقام، مثل ${iso('GMO')}).`,
        },
      });
      continue;
    }
    const taken = owner.get(id);
    if (taken) {
      const whose = taken === DEFAULT_PARTNER_ID ? "the insurer's own site" : tree.partners[taken]?.data.name ?? taken;
      const whoseAr = taken === DEFAULT_PARTNER_ID ? 'موقع شركة التأمين' : `الشريك ${iso(tree.partners[taken]?.data.name ?? taken)}`;
      issues.push({
        file, pointer: '/srcBusId', message: `The source business id "${id}" is already ${whose}'s: the insurer could not tell the two channels' sales apart.`, fix: 'Give this partner the source business id the insurer assigned to its channel.',
        ar: { message: `رمز مصدر الأعمال «${iso(id)}» هو رمز ${whoseAr}: لن تتمكن شركة التأمين من التمييز بين مبيعات القناتين.`, fix: 'يرجى إعطاء هذا الشريك رمز مصدر الأعمال الذي خصصته شركة التأمين لقناته.' },
      });
    } else owner.set(id, name);
  }
  return issues;
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic' };
const LANGUAGE_NAMES_AR: Record<string, string> = { en: 'الإنجليزية', ar: 'العربية' };
const languageAr = (lng: string) => LANGUAGE_NAMES_AR[lng] ?? iso(lng);

/** A text overridden in one language only: customers of the other still see the insurer's words. */
function oneLanguageOnly(tree: ConfigTree, partner: PartnerConfig, file: string): ConfigIssue[] {
  const texts = (partner.text ?? {}) as Record<string, unknown>;
  const languages = Object.keys(tree.locales);
  return Object.entries(texts).flatMap(([lng, overrides]) => leafPaths(overrides).flatMap((key) => {
    const missing = languages.filter((other) => other !== lng && !leafPaths(texts[other] ?? {}).includes(key));
    return missing.map((other) => ({
      file, pointer: `/text/${lng}/${key.split('.').join('/')}`, severity: 'warning' as const,
      message: `"${key}" is overridden in ${LANGUAGE_NAMES[lng] ?? lng} only: ${LANGUAGE_NAMES[other] ?? other} customers still see the insurer's text.`,
      fix: `Add the ${LANGUAGE_NAMES[other] ?? other} text at /text/${other}/${key.split('.').join('/')}.`,
      ar: {
        message: `النص «${iso(key)}» مستبدل بـ${languageAr(lng)} فقط: ما زال عملاء ${languageAr(other)} يرون نص شركة التأمين.`,
        fix: `يرجى إضافة النص بـ${languageAr(other)} في ${iso(`/text/${other}/${key.split('.').join('/')}`)}.`,
      },
    }));
  }));
}

function textOverrides(tree: ConfigTree, partner: PartnerConfig, file: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [...oneLanguageOnly(tree, partner, file)];
  for (const [lng, texts] of Object.entries(partner.text ?? {})) {
    const base = tree.locales[lng];
    if (!base || !isObject(texts)) continue;
    for (const path of unknownPatchPaths(base.data, texts, new Set())) {
      const near = keysAt(base.data, path.slice(0, -1));
      issues.push({
        file, pointer: `/text/${lng}${pointerOf(path)}`, message: `"${path.join('.')}" is not a text of ${base.file}.${didYouMean(path.at(-1) ?? '', near)}`, fix: `Override only existing keys: correct the key, or add it to ${base.file} first.`,
        ar: {
          message: `«${iso(path.join('.'))}» ليس مفتاح نص في ${iso(base.file)}.${didYouMeanAr(path.at(-1) ?? '', near)}`,
          fix: `يرجى استبدال مفاتيح النصوص الموجودة فقط: صحّح مفتاح النص، أو أضفه إلى ${iso(base.file)} أولًا.`,
        },
      });
    }
    const merged = mergePatch(base.data, texts);
    for (const key of leafPaths(texts)) {
      if (typeof lookupText(merged, key) !== 'string') {
        issues.push({
          file, pointer: `/text/${lng}/${key.split('.').join('/')}`, message: `"${key}" must be a text.`, fix: 'Give a string, as in the locale file.',
          ar: { message: `يجب أن تكون قيمة «${iso(key)}» نصًا.`, fix: 'يرجى كتابة نص بين علامتي تنصيص، كما في ملف النصوص.' },
        });
      }
    }
  }
  return issues;
}

/** The keys of the object at `path` in `node` (for a "did you mean"). */
function keysAt(node: unknown, path: string[]): string[] {
  let here = node;
  for (const key of path) here = isObject(here) ? here[key] : undefined;
  return isObject(here) ? Object.keys(here) : [];
}

function leafPaths(node: unknown, prefix: string[] = []): string[] {
  if (!isObject(node)) return [prefix.join('.')];
  return Object.entries(node).flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
}

/** Issues of a merged copy, re-pointed at the partner file's patch. */
function afterMerge(issues: ConfigIssue[], baseFile: string): ConfigIssue[] {
  return issues.map((i) => ({ ...i, message: `After merging into ${baseFile}: ${i.message}`, ...(i.ar ? { ar: { ...i.ar, message: `بعد الدمج في ${iso(baseFile)}: ${i.ar.message}` } } : {}) }));
}

function patchPathIssues(base: unknown, patch: unknown, file: string, at: string, baseFile: string): ConfigIssue[] {
  return unknownPatchPaths(base, patch, UI_OPEN).map((path) => ({
    file, pointer: `${at}${pointerOf(path)}`,
    message: `The patch sets ${pointerOf(path)}, which does not exist in ${baseFile}.${didYouMean(path.at(-1) ?? '', keysAt(base, path.slice(0, -1)))}`,
    fix: `Patch only paths that exist in ${baseFile} (check the spelling); new keys are allowed only inside uiSchema.`,
    ar: {
      message: `يغيّر التعديل ${iso(pointerOf(path))}، وهو غير موجود في ${iso(baseFile)}.${didYouMeanAr(path.at(-1) ?? '', keysAt(base, path.slice(0, -1)))}`,
      fix: `يرجى تعديل المسارات الموجودة في ${iso(baseFile)} فقط (تحقق من الكتابة)؛ المفاتيح الجديدة مسموح بها داخل ${iso('uiSchema')} فقط.`,
    },
  }));
}

/** What differs between the kinds a partner may patch: where the bases live and what lints a merged file. */
interface OverrideKind {
  kind: 'form' | 'journey';
  label: string;
  /** The kind in Arabic, with its article (النموذج, الرحلة). */
  labelAr: string;
  bases: Record<string, { file: string; data: unknown }>;
  lint(merged: unknown, file: string, at: string): ConfigIssue[];
}

function overrideKinds(tree: ConfigTree, meta: MetaValidator): OverrideKind[] {
  return [
    {
      kind: 'form', label: 'Form', labelAr: 'النموذج', bases: tree.forms,
      lint(merged, file, at) {
        const form = merged as FormConfig;
        const schemas = form.tabs ? form.tabs.map((t, i) => [t.schema, `${at}/tabs/${i}/schema`] as const) : form.schema ? [[form.schema, `${at}/schema`] as const] : [];
        return [
          ...schemas.flatMap(([schema, pointer]) => meta.compileFormSchema(schema, file, pointer)),
          ...lintForm(form, file, at), ...lintMessages(tree, form, file, at), ...lintUiOptions(tree, form, meta, file, at), ...lintUiNames(form, file, at),
          ...missingKeys(tree, formKeys(form, file, at)),
        ];
      },
    },
    {
      kind: 'journey', label: 'Journey', labelAr: 'الرحلة', bases: tree.journeys,
      lint(merged, file, at) {
        const journey = merged as JourneyConfig;
        return [...lintJourney(tree, journey, file, at), ...lintViewSteps(tree, journey, meta, file, at), ...missingKeys(tree, journeyKeys(journey, file, at))];
      },
    },
  ];
}

/** A partner's patches of forms and journeys: paths that exist, and a valid file after the merge. */
function overrideIssues(tree: ConfigTree, meta: MetaValidator, partner: PartnerConfig, file: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const { kind, label, labelAr, bases, lint } of overrideKinds(tree, meta)) {
    const patches: Record<string, unknown> = (kind === 'form' ? partner.overrides?.forms : partner.overrides?.journeys) ?? {};
    for (const [id, patch] of Object.entries(patches)) {
      const at = `/overrides/${kind}s/${id}`;
      const base = bases[id];
      if (!base) {
        issues.push({
          file, pointer: at, message: `${label} "${id}" does not exist.${didYouMean(id, Object.keys(bases))}`, fix: `Use one of: ${Object.keys(bases).join(', ')}.`,
          ar: { message: `${labelAr} «${iso(id)}» غير موجود${kind === 'journey' ? 'ة' : ''}.${didYouMeanAr(id, Object.keys(bases))}`, fix: `يرجى استخدام أحد الرموز: ${isoList(Object.keys(bases))}.` },
        });
        continue;
      }
      const pathIssues = patchPathIssues(base.data, patch, file, at, base.file);
      issues.push(...pathIssues);
      if (pathIssues.length > 0) continue;
      // A form patch may use `$ref` like the form itself (relative to the form's file): inline it
      // as resolveForm will, and blame a reference that cannot be followed on the patch.
      const inlined = kind === 'form' ? inlineRefs(mergePatch(base.data, patch), base.file, tree.fragments) : undefined;
      const refIssues = (inlined?.issues ?? []).map((i) => (i.file === base.file ? { ...i, file, pointer: `${at}${i.pointer}` } : i));
      issues.push(...refIssues);
      if (refIssues.length > 0) continue;
      const merged = inlined ? inlined.value : mergePatch(base.data, patch);
      const shape = meta.validate(kind, merged, file, at);
      issues.push(...afterMerge(shape.length > 0 ? shape : lint(merged, file, at), base.file));
    }
  }
  return issues;
}
