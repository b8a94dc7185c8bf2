/**
 * The text of an HTML page laid out as lines: block elements (div, p, li, tr, headings…) start and end a line,
 * table cells are kept apart by two spaces, and inline elements from their siblings (<span>CVG</span><span>06Dec
 * </span>, GB3130<span>763</span>) by a space,
 * so a page built from <div>s and <span>s reads like a printed roster. Inside <pre> nothing is added (its columns
 * stay where they are). One iterative pass over the DOM: every node is visited once, however deep the nesting.
 */
import type { AnyNode, Element } from 'domhandler';

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);
const CELL = new Set(['td', 'th']);
const SKIP = new Set(['head', 'noscript', 'option', 'select', 'svg', 'template', 'textarea']);

const PRE_END = Symbol('pre end');

export function blockText(roots: AnyNode[]): string {
  const out: string[] = [];
  const stack: (AnyNode | string | typeof PRE_END)[] = [];
  for (let i = roots.length - 1; i >= 0; i--) stack.push(roots[i] as AnyNode);
  let pre = 0;
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === undefined) break;
    if (item === PRE_END) {
      pre--;
      continue;
    }
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    if (item.type === 'text') {
      out.push((item as unknown as { data: string }).data);
      continue;
    }
    if (item.type !== 'tag' && item.type !== 'root') continue; // comments, scripts, styles, directives
    const el = item as Element;
    const name = item.type === 'root' ? '' : el.name.toLowerCase();
    if (SKIP.has(name)) continue;
    if (name === 'br') {
      out.push('\n');
      continue;
    }
    const block = BLOCK.has(name);
    const inline = !block && !CELL.has(name) && pre === 0 && !!name;
    if (block || inline) out.push(block ? '\n' : ' ');
    stack.push(block ? '\n' : inline ? ' ' : CELL.has(name) ? '  ' : '');
    if (name === 'pre') {
      pre++;
      stack.push(PRE_END);
    }
    const children = el.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AnyNode);
  }
  return out.join('');
}
