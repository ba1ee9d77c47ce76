/**
 * A story's ARIA snapshot as a reviewer reads it (docs/design-review.md#what-a-text-snapshot-keeps): every role,
 * name, state and visible text the page shows, without the lines that say nothing new.
 * - A text that repeats a neighbour's or its parent's name is left out (a radio's label beside the radio, a field's
 *   label before the field, a link's text inside the link's name).
 * - A row's name, which joins its cells' names, is left out when its cells follow.
 * - A run of more than `KEPT_OF_A_RUN + 1` items of one collection (rows, list items, options, articles, radios,
 *   grid cells) keeps its first items and a line with how many more: one more or one fewer still differs.
 * The input is Playwright's `ariaSnapshot()` YAML; the output is the same YAML, shorter.
 */
export const KEPT_OF_A_RUN = 3;

const COLLECTION_ROLES = new Set(['row', 'listitem', 'option', 'article', 'radio', 'gridcell']);

interface Node {
  line: string;
  children: Node[];
}

interface Parsed {
  indent: number;
  role: string | null;
  name: string | null;
  /** the inline value after `role:` (a text's words), unquoted */
  value: string | null;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** `- role "name" [state]: value`, or the same single-quoted as YAML quotes a line with `#` or `: ` in it. */
export function parseLine(line: string): Parsed {
  const indent = indentOf(line);
  let rest = line.trimStart();
  if (!rest.startsWith('- ')) return { indent, role: null, name: null, value: null };
  rest = rest.slice(2);
  let key = rest;
  let value: string | null = null;
  if (rest.startsWith("'")) {
    const close = /'(?!')/g;
    close.lastIndex = 1;
    const end = close.exec(rest)?.index ?? rest.length;
    key = rest.slice(1, end).replace(/''/g, "'");
    const after = rest.slice(end + 1);
    value = after.startsWith(': ') ? after.slice(2) : null;
  } else {
    const match = /^([^":]*(?:"(?:[^"\\]|\\.)*")?[^":]*)(?::(?: (.*))?)?$/.exec(rest);
    if (match) {
      key = match[1];
      value = match[2] ?? null;
    }
  }
  const head = /^(\/?[a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(key);
  return {
    indent,
    role: head?.[1] ?? null,
    name: head?.[2] !== undefined ? head[2].replace(/\\(.)/g, '$1') : null,
    value: value === null ? null : unquote(value),
  };
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  return value;
}

function tree(lines: string[]): Node[] {
  const nodes: Node[] = [];
  let index = 0;
  while (index < lines.length) {
    const indent = indentOf(lines[index]);
    let end = index + 1;
    while (end < lines.length && indentOf(lines[end]) > indent) end++;
    nodes.push({ line: lines[index], children: tree(lines.slice(index + 1, end)) });
    index = end;
  }
  return nodes;
}

function repeatsANeighbour(nodes: Node[], at: number, parentName: string | null): boolean {
  const node = parseLine(nodes[at].line);
  if (node.role !== 'text' || !node.value || nodes[at].children.length) return false;
  const words = node.value.trim();
  if (parentName?.includes(words)) return true;
  return [at - 1, at + 1].some((near) => {
    const name = near >= 0 && near < nodes.length ? parseLine(nodes[near].line).name : null;
    return Boolean(name?.includes(words));
  });
}

function readableNodes(nodes: Node[], parentName: string | null): string[] {
  const kept = nodes
    .filter((_, at) => !repeatsANeighbour(nodes, at, parentName))
    .map((node) => {
      const parsed = parseLine(node.line);
      const line =
        parsed.role === 'row' && parsed.name !== null && node.children.length
          ? `${' '.repeat(parsed.indent)}- row:`
          : node.line;
      return { parsed, lines: [line, ...readableNodes(node.children, parsed.name)] };
    });
  const out: string[] = [];
  for (let at = 0; at < kept.length;) {
    const { role, indent } = kept[at].parsed;
    let end = at + 1;
    while (end < kept.length && role !== null && kept[end].parsed.role === role) end++;
    if (role !== null && COLLECTION_ROLES.has(role) && end - at > KEPT_OF_A_RUN + 1) {
      for (const item of kept.slice(at, at + KEPT_OF_A_RUN)) out.push(...item.lines);
      out.push(`${' '.repeat(indent)}- "… ${end - at - KEPT_OF_A_RUN} more ${role}"`);
      at = end;
    } else {
      out.push(...kept[at].lines);
      at++;
    }
  }
  return out;
}

export function readableAriaSnapshot(snapshot: string): string {
  return readableNodes(tree(snapshot.split('\n')), null).join('\n');
}
