import { describe, expect, it } from 'vitest';
import { assignStartChunks, START_ROOTS } from './startChunks.mjs';

interface Node {
  imports?: string[];
  lazy?: string[];
}

/** A module graph from `module → its static and dynamic imports`, as the bundler's module info gives it. */
function graph(nodes: Record<string, Node>) {
  const info = new Map(
    Object.keys(nodes).map((id) => [
      id,
      {
        importedIds: [] as string[],
        dynamicallyImportedIds: [] as string[],
        importers: [] as string[],
        dynamicImporters: [] as string[],
      },
    ]),
  );
  const of = (id: string) => {
    const found = info.get(id);
    if (!found) throw new Error(`${id} is not in the graph`);
    return found;
  };
  for (const [id, { imports = [], lazy = [] }] of Object.entries(nodes)) {
    for (const target of imports) {
      of(id).importedIds.push(target);
      of(target).importers.push(id);
    }
    for (const target of lazy) {
      of(id).dynamicallyImportedIds.push(target);
      of(target).dynamicImporters.push(id);
    }
  }
  return (id: string) => info.get(id) ?? null;
}

const byChunk = (owner: Map<string, string>) => {
  const chunks: Record<string, string[]> = {};
  for (const [module, chunk] of owner) (chunks[chunk] ??= []).push(module);
  for (const modules of Object.values(chunks)) modules.sort();
  return chunks;
};

describe('the start chunks', () => {
  it("give each start module its static imports, the first to reach a module keeping it, the entry's own left out", () => {
    const modules = graph({
      entry: { imports: ['config'], lazy: ['store', 'app'] },
      config: {},
      store: { imports: ['toolkit', 'slice', 'config'] },
      toolkit: {},
      slice: { imports: ['toolkit'] },
      app: { imports: ['react', 'slice', 'router'] },
      react: {},
      router: { imports: ['react'] },
    });
    const owner = assignStartChunks('entry', modules, [
      { name: 'store', id: 'store', always: true },
      { name: 'app', id: 'app', always: true },
    ]);
    expect(byChunk(owner)).toEqual({ store: ['slice', 'store', 'toolkit'], app: ['app', 'react', 'router'] });
  });

  it('leave a module another dynamic import loads in a chunk of its own, and what only it reaches', () => {
    const modules = graph({
      entry: { lazy: ['app', 'page'] },
      app: { imports: ['page', 'button'], lazy: ['page'] },
      page: { imports: ['pageOnly'] },
      pageOnly: {},
      button: {},
    });
    const owner = assignStartChunks('entry', modules, [{ name: 'app', id: 'app', always: true }]);
    expect(byChunk(owner)).toEqual({ app: ['app', 'button'] });
  });

  it("leave out what another dynamic import's own module reaches, so its chunk never imports back", () => {
    const modules = graph({
      entry: { lazy: ['mock', 'stories'] },
      mock: { imports: ['document', 'holder', 'handlers'] },
      document: { imports: ['holder'] },
      holder: {},
      handlers: { imports: ['holder'] },
      stories: { lazy: ['document'] },
    });
    const owner = assignStartChunks('entry', modules, [{ name: 'mock', id: 'mock', always: true }]);
    expect(byChunk(owner)).toEqual({ mock: ['handlers', 'mock'] });
  });

  it("keep out of a page's chunk what other pages import, or hand it to a chunk every page loads", () => {
    const modules = graph({
      entry: { lazy: ['root', 'layout', 'admin'] },
      root: { imports: ['toast'] },
      toast: {},
      layout: { imports: ['header', 'button'] },
      header: { imports: ['logo'] },
      logo: {},
      button: { imports: ['buttonBase'] },
      buttonBase: {},
      admin: { imports: ['button'] },
    });
    const roots = [
      { name: 'root', id: 'root', always: true },
      { name: 'layout', id: 'layout', always: false },
    ];
    expect(byChunk(assignStartChunks('entry', modules, roots))).toEqual({
      root: ['root', 'toast'],
      layout: ['header', 'layout', 'logo'],
    });
    const shared = [roots[0], { ...roots[1], shared: 'root' }];
    expect(byChunk(assignStartChunks('entry', modules, shared))).toEqual({
      root: ['button', 'buttonBase', 'root', 'toast'],
      layout: ['header', 'layout', 'logo'],
    });
  });

  it('let the mock take what loads only after it, and what only that imports', () => {
    const modules = graph({
      entry: { lazy: ['mock', 'panel', 'page'] },
      mock: { imports: ['handlers', 'rules'] },
      handlers: { imports: ['faker'] },
      faker: {},
      rules: {},
      panel: { imports: ['handlers'] },
      page: { imports: ['rules'] },
    });
    const owner = assignStartChunks('entry', modules, [{ name: 'mock', id: 'mock', always: false, after: ['panel'] }]);
    expect(byChunk(owner)).toEqual({ mock: ['faker', 'handlers', 'mock', 'panel'] });
    const withoutAfter = assignStartChunks('entry', modules, [{ name: 'mock', id: 'mock', always: false }]);
    expect(byChunk(withoutAfter)).toEqual({ mock: ['mock'] });
  });

  it("name the app's own start modules and the mock last, so the mock takes nothing the app shares", () => {
    expect(START_ROOTS.at(-1)).toMatchObject({ root: 'mocks/browser.ts', always: false });
    const names = START_ROOTS.map((root) => root.name);
    for (const { shared } of START_ROOTS) {
      if (shared) expect(START_ROOTS.find((root) => root.name === shared)).toMatchObject({ always: true });
    }
    expect(new Set(names).size).toBe(names.length);
  });
});
