// An operation must reach something: its method and path are one the portal server serves.
import { iso } from './arabic-findings.js';
import { closest } from './did-you-mean.js';
import { isoList } from './finding-texts.js';
import { isServed, servedPaths } from './served-api.js';
import type { ConfigIssue, ConfigTree } from './types.js';

export function lintOperations(tree: ConfigTree): ConfigIssue[] {
  const { file, data } = tree.catalogs.operations;
  return Object.entries(data.operations).flatMap(([id, op]) => {
    if (isServed(op.method, op.path)) return [];
    const paths = servedPaths(op.method);
    const near = closest(op.path, paths);
    return [{
      file, pointer: `/operations/${id}/path`,
      message: `The server does not serve ${op.method} ${op.path}, so "${id}" would always fail.`,
      fix: near ? `Did you mean "${near}"? Write a path the server serves for ${op.method}.`
        : paths.length > 0 ? `Use a path the server serves for ${op.method}: ${paths.join(', ')}.` : `The server serves nothing with ${op.method}: check "method".`,
      ar: {
        message: `لا يخدم الخادم ${iso(`${op.method} ${op.path}`)}، لذا ستفشل العملية «${iso(id)}» دائمًا.`,
        fix: near ? `هل تقصد «${iso(near)}»؟ يرجى كتابة مسار يخدمه الخادم للطريقة ${iso(op.method)}.`
          : paths.length > 0 ? `يرجى استخدام مسار يخدمه الخادم للطريقة ${iso(op.method)}: ${isoList(paths)}.` : `لا يخدم الخادم أي مسار بالطريقة ${iso(op.method)}: يرجى التحقق من ${iso('"method"')}.`,
      },
    }];
  });
}
