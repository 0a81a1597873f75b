// The shapes of the loaded config tree. The config kinds themselves are generated from schemas/meta.
import type { ErrorsCatalog } from './generated/errors.js';
import type { FormConfig } from './generated/form.js';
import type { JourneyConfig, Outcome, SideEffect, Step } from './generated/journey.js';
import type { LocaleFile } from './generated/locale.js';
import type { OperationsCatalog } from './generated/operations.js';
import type { PartnerConfig } from './generated/partner.js';
import type { PlateCodesCatalog } from './generated/plate-codes.js';
import type { ProductsCatalog } from './generated/products.js';
import type { PromoCodesCatalog } from './generated/promo-codes.js';

export type {
  ErrorsCatalog, FormConfig, JourneyConfig, LocaleFile, OperationsCatalog, Outcome, PartnerConfig,
  PlateCodesCatalog, ProductsCatalog, SideEffect, Step,
};

/** Every kind of config file, named like its meta-schema (schemas/meta/<kind>.schema.json). */
export type ConfigKind = 'form' | 'journey' | 'partner' | 'products' | 'plate-codes' | 'operations' | 'errors' | 'promo-codes' | 'locale';

/** One parsed file; `file` is relative to the tree's root, with forward slashes. */
export interface ConfigFile<T> {
  file: string;
  data: T;
}

export interface ConfigTree {
  root: string;
  forms: Record<string, ConfigFile<FormConfig>>;
  journeys: Record<string, ConfigFile<JourneyConfig>>;
  partners: Record<string, ConfigFile<PartnerConfig>>;
  catalogs: {
    products: ConfigFile<ProductsCatalog>;
    plateCodes: ConfigFile<PlateCodesCatalog>;
    operations: ConfigFile<OperationsCatalog>;
    errors: ConfigFile<ErrorsCatalog>;
    /** Optional: without it no promo code is accepted. */
    promoCodes?: ConfigFile<PromoCodesCatalog>;
  };
  /** By language code (en, ar). */
  locales: Record<string, ConfigFile<LocaleFile>>;
  /** Shared fragments under schemas/common/ by file, for `$ref`s a partner patch brings in. */
  fragments: Fragments;
}

/** One problem in the tree: where it is, what is wrong, and what to do about it. */
export interface ConfigIssue {
  file: string;
  /** RFC 6901 JSON pointer into the file ('' is the whole file). */
  pointer: string;
  message: string;
  fix: string;
  /** A warning is shown but does not fail the check; absent means an error. */
  severity?: 'warning';
  /** The same in Arabic, for staff working in Arabic (src/config/arabic-findings.ts); every checker finding has it (types drift, a developer's check, aside). */
  ar?: { message: string; fix: string };
}

/** A file as read from disk, before its kind-specific shape is trusted. */
export interface RawConfigFile {
  file: string;
  kind: ConfigKind;
  /** Id of the thing the file defines: file name without .json (language code for locales). */
  name: string;
  data: unknown;
  /** Forms: where each part of `data` came from once `$ref`s are inlined (src/config/refs.ts). */
  origins?: Origins;
}

/** Parsed files under schemas/common/, by path relative to the tree's root. */
export type Fragments = Record<string, unknown>;

/** A place in a file: its path relative to the root and a JSON pointer. */
export interface Origin {
  file: string;
  pointer: string;
}

/** Where each node of a document with `$ref`s inlined came from, by its pointer in that document. */
export type Origins = Map<string, Origin>;

/** A JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
