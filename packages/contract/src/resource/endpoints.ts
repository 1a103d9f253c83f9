import type { EndpointDef, ResourceDef } from './types.js';

/** Every endpoint of a resource: the spec's paths where the declaration names them, else /mgt/<name>/<verb>. */
export function resourceEndpoints(def: ResourceDef): Required<Record<keyof ResourceDef['api'], EndpointDef>> {
  const base = `/mgt/${def.name}`;
  return {
    list: def.api.list,
    detail: def.api.detail ?? { path: `${base}/detail`, method: 'GET' },
    create: def.api.create ?? { path: `${base}/add`, method: 'POST' },
    update: def.api.update ?? { path: `${base}/update`, method: 'POST' },
    remove: def.api.remove ?? { path: `${base}/delete`, method: 'POST' },
    transition: def.api.transition ?? { path: `${base}/transition`, method: 'POST' },
    export: def.api.export ?? { path: `${base}/export`, method: 'GET' },
    import: def.api.import ?? { path: `${base}/import`, method: 'POST' },
    importTemplate: def.api.importTemplate ?? { path: `${base}/importTemplate`, method: 'GET' },
    reveal: def.api.reveal ?? { path: `${base}/reveal`, method: 'POST' },
  };
}
