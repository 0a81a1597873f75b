// TypeScript types of the config kinds come from the meta-schemas, so the two cannot drift apart.
// json-schema-to-typescript is a dev dependency: it is loaded lazily, only by the scripts.

/** Generated file name (in src/config/generated/) for each meta-schema file name. */
export function generatedFileFor(metaFile: string): string {
  return metaFile.replace(/\.schema\.json$/, '.ts');
}

/** The TypeScript source json-schema-to-typescript produces for one meta-schema. */
export async function typesForMetaSchema(metaFile: string, metaSchema: Record<string, unknown>): Promise<string> {
  const { compile } = await import('json-schema-to-typescript');
  const title = typeof metaSchema.title === 'string' ? metaSchema.title : metaFile;
  const banner = `// Generated from schemas/meta/${metaFile} by \`npm run config:types\`. Do not edit.`;
  // Strip $schema so the compiler does not try to resolve the draft-07 URL over the network.
  const { $schema: _drop, ...schema } = metaSchema;
  return compile(schema as Parameters<typeof compile>[0], title, {
    bannerComment: banner,
    format: true,
    declareExternallyReferenced: true,
  });
}
