// The checker's lists of widget, field and template names (src/config/ui-names.ts) against what
// the runtime really registers: a name the checker accepts must draw, one it refuses must not.
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { RJSF_FIELDS, RJSF_WIDGETS, TEMPLATES, THEME_WIDGETS, WIDGETS_BY_TYPE } from '../../config/ui-names.js';
import { ErrorListTemplate, FieldTemplate, ObjectFieldTemplate } from './rjsf-templates.js';
import { widgets } from './rjsf-widgets.js';

const registry = getDefaultRegistry();
// As SchemaForm passes them: the theme's over rjsf's.
const registered = { ...registry.widgets, ...widgets };
const sorted = (names: Iterable<string>) => [...names].sort();

describe('the names the checker knows', () => {
  it('are the widgets, fields and templates the runtime registers', () => {
    expect(sorted(THEME_WIDGETS)).toEqual(sorted(Object.keys(widgets)));
    expect(sorted(RJSF_WIDGETS)).toEqual(sorted(Object.keys(registry.widgets)));
    expect(sorted(RJSF_FIELDS)).toEqual(sorted(Object.keys(registry.fields)));
    expect(sorted(TEMPLATES)).toEqual(sorted(Object.keys({ ...registry.templates, FieldTemplate, ObjectFieldTemplate, ErrorListTemplate })));
  });

  it('draw each short widget name for its type, and no other', () => {
    const allShort = new Set(Object.values(WIDGETS_BY_TYPE).flat());
    for (const [type, names] of Object.entries(WIDGETS_BY_TYPE)) {
      const schema = { type } as RJSFSchema;
      for (const name of allShort) {
        const draw = () => getWidget(schema, name, registered);
        if (names.includes(name)) expect(draw, `${name} for ${type}`).not.toThrow();
        else expect(draw, `${name} for ${type}`).toThrow();
      }
      expect(() => getWidget(schema, 'slider', registered)).toThrow();
    }
  });
});
