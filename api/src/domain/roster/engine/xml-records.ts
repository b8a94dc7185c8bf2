/**
 * XML read as nested records (a crew system's feed, an app's export), for the records json-records.ts reads by their
 * field names, as it reads a JSON document:
 *
 * - an element holding only text is a field; its attributes (but namespace declarations) are fields too;
 * - an element holding fields only (a flat record: "SectorDetails", "TripSpanDetails") is a group of its parent's
 *   fields, named by the words of its name that are not its parent's nor 'details'/'info'/'data' ("TripSpanDetails"
 *   in a "Trip": "span", so "spanStartDate"; "SectorDetails" in a "Sector": no prefix): so a trip's start date is the
 *   trip's own, as a date in a JSON object nested in a record is;
 * - an element holding records (one with grandchildren: a "Duty" holding "Sector"s) is a record of its own, in a
 *   list: XML does not tell a list of one from a single element, and a record is never a field group;
 * - an element repeated under one parent is a list.
 *
 * Namespace prefixes are dropped ("rfs:RosterFileSpecification"), and the root's wrappers (elements with one child
 * and nothing else: a SOAP envelope's Envelope, Body, GetRosterResponse) passed over. Also here: a text of several
 * XML documents, each after a bracketed section line ("[ROSTER]", "[TRIP]"), split into its documents.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { startsAsXml } from './grid.ts';
import { keyWords } from './json-records.ts';

const MAX_DEPTH = 24;
export const MAX_ELEMENTS = 200_000;

const SECTION = /^[ \t]*\[[A-Za-z][\w .-]{0,40}\][ \t]*$/;

/**
 * The XML documents of a text made of several, each after a bracketed section line ("[ROSTER]" then
 * "<?xml ...><rfs:RosterFileSpecification ...>"): null unless every section is one XML document and nothing but
 * blank lines stands before the first section line.
 */
export function xmlSections(text: string): string[] | null {
  const head = text.slice(0, 200).trimStart();
  if (!head.startsWith('[')) return null;
  const lines = text.split(/\r?\n/);
  const sections: string[][] = [];
  for (const line of lines) {
    if (SECTION.test(line)) sections.push([]);
    else if (sections.length === 0) {
      if (line.trim()) return null;
    } else sections.at(-1)?.push(line);
  }
  if (sections.length === 0) return null;
  const documents = sections.map((s) => s.join('\n').trim());
  // Each section is an XML document (an element after an optional declaration and comments), none is empty. A
  // comment's body cannot run past its "-->", so a run of comments is matched one way only (a lazy "[\s\S]*?-->"
  // could, and backtracked exponentially on comments with no element after them).
  if (
    !documents.every((d) =>
      /^(<\?xml[^>]{0,200}\?>\s*)?(<!--(?:[^-]|-(?!->))*-->\s*)*<[A-Za-z_]/.test(d.slice(0, 2000)),
    )
  )
    return null;
  return documents;
}

const localName = (name: string) => name.replace(/^[^:]*:/, '');

const isTag = (node: AnyNode): node is Element => node.type === 'tag';

const tagChildren = (el: Element) => el.children.filter(isTag);

function textOf(el: Element): string {
  let text = '';
  for (const child of el.children)
    if (child.type === 'text' || child.type === 'cdata')
      text += 'data' in child ? child.data : child.children.map((c) => ('data' in c ? c.data : '')).join('');
  return text.trim();
}

/** An element's attributes but namespace declarations and namespaced ones (xsi:schemaLocation). */
function attributesOf(el: Element): [string, string][] {
  return Object.entries(el.attribs ?? {}).filter(([name]) => !name.includes(':') && name !== 'xmlns');
}

const GENERIC = new Set(['details', 'detail', 'info', 'information', 'data']);

/** The name a flat record takes among its parent's fields: the words of its name the parent's does not have. */
function groupName(name: string, parent: string): string {
  const parentWords = new Set(keyWords(parent));
  return keyWords(name)
    .filter((w) => !parentWords.has(w) && !GENERIC.has(w))
    .map((w, i) => (i === 0 ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`))
    .join('');
}

/**
 * A report's field element, named by an attribute and holding its value in a child ('<Field Name="Flt1"
 * FieldName="{ApaMemberLogData.Flt}"><FormattedValue>552</FormattedValue><Value>552</Value></Field>', Crystal Reports'
 * XML export): that field, named by its database field ('Flt', '{@InDateTimeOrMins}' → 'InDateTimeOrMins'), else by
 * its name, with its shown value.
 */
function namedField(el: Element): { key: string; value: string } | null {
  const attributes = Object.fromEntries(attributesOf(el).map(([k, v]) => [k.toLowerCase(), v]));
  const label = attributes.fieldname ?? attributes.name;
  const children = tagChildren(el);
  if (!label || children.length === 0 || children.some((c) => tagChildren(c).length > 0)) return null;
  const shown =
    children.find((c) => /^(formattedvalue|textvalue)$/i.test(localName(c.name))) ??
    children.find((c) => /^value$/i.test(localName(c.name)));
  if (!shown) return null;
  const key =
    label
      .replace(/^\{@?|\}$/g, '')
      .split('.')
      .pop() ?? label;
  return key ? { key, value: textOf(shown) } : null;
}

/** Elements left to read (MAX_ELEMENTS in all), and whether some were left unread (the budget or MAX_DEPTH). */
interface Budget {
  left: number;
  truncated: boolean;
}

/** An element's value: its text for a field, else an object of its fields, groups and records. */
function elementValue(el: Element, depth: number, budget: Budget): unknown {
  const children = tagChildren(el);
  const attributes = attributesOf(el);
  if (children.length === 0 && attributes.length === 0) return textOf(el);
  const name = localName(el.name);
  // No prototype: an element named "__proto__" or "constructor" is a field like any other.
  const object: Record<string, unknown> = Object.create(null);
  const lists = new Set<string>();
  const add = (key: string, value: unknown, list: boolean) => {
    if (list || Object.hasOwn(object, key)) {
      if (!lists.has(key)) {
        object[key] = Object.hasOwn(object, key) ? [object[key]] : [];
        lists.add(key);
      }
      (object[key] as unknown[]).push(value);
    } else object[key] = value;
  };
  for (const [attribute, value] of attributes) add(localName(attribute), value, false);
  if (children.length === 0) {
    const text = textOf(el);
    if (text) add('value', text, false);
    return object;
  }
  const counts = new Map<string, number>();
  for (const child of children) counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
  for (const child of children) {
    if (budget.left-- <= 0 || depth >= MAX_DEPTH) {
      budget.truncated = true;
      break;
    }
    const field = namedField(child);
    if (field) {
      add(field.key, field.value, false);
      continue;
    }
    const childName = localName(child.name);
    const grandchildren = tagChildren(child);
    const holdsRecords = grandchildren.some((g) => tagChildren(g).length > 0);
    if (grandchildren.length === 0) {
      add(childName, elementValue(child, depth + 1, budget), false);
      continue;
    }
    if (holdsRecords) {
      add(childName, elementValue(child, depth + 1, budget), true);
      continue;
    }
    // A flat record: a group of this element's fields, unless it is repeated (then a list of records).
    const repeated = (counts.get(child.name) ?? 0) > 1;
    const group = repeated ? childName : groupName(childName, name);
    const value = elementValue(child, depth + 1, budget);
    if (repeated) add(childName, value, true);
    else if (group) add(group, value, false);
    else if (value && typeof value === 'object')
      for (const [key, field] of Object.entries(value)) if (!Object.hasOwn(object, key)) object[key] = field;
  }
  return object;
}

/** An element with fields of its own: attributes (but namespace declarations) or a child holding text only. */
const hasFields = (el: Element) =>
  attributesOf(el).length > 0 || tagChildren(el).some((child) => tagChildren(child).length === 0);

/**
 * The element under an element's wrappers: elements with one child element and nothing else (no attributes but
 * namespace declarations, no text), as a SOAP envelope's "soap:Envelope", "soap:Body", "GetRosterResponse"; down to
 * the first element with fields or more than one child (a wrapper of one record with fields is kept: its record).
 */
function unwrapped(el: Element): Element {
  let inner = el;
  for (;;) {
    const children = tagChildren(inner);
    const [only] = children;
    if (!only || children.length > 1 || hasFields(inner) || textOf(inner) || hasFields(only)) return inner;
    inner = only;
  }
}

/**
 * An XML document as a tree of records for jsonToRows (json-records.ts), under the root's wrappers (unwrapped); null
 * when it is not XML or when no child of the root's children holds elements of its own (a plain record list, root
 * -> records -> fields: grid.ts reads it as a table). `read.truncated` is set when elements were left unread (over
 * MAX_ELEMENTS, or nested deeper than MAX_DEPTH).
 */
export function xmlTree(text: string, loaded?: cheerio.CheerioAPI, read?: { truncated: boolean }): unknown {
  if (!startsAsXml(text)) return null;
  const $ = loaded ?? cheerio.load(text, { xml: true });
  const roots = $.root().children().toArray().filter(isTag).map(unwrapped);
  if (roots.length === 0) return null;
  const nested = roots.some((root) =>
    tagChildren(root).some((record) => tagChildren(record).some((field) => tagChildren(field).length > 0)),
  );
  if (!nested) return null;
  const budget: Budget = { left: MAX_ELEMENTS, truncated: false };
  const tree = roots.map((root) => elementValue(root, 0, budget));
  if (read && budget.truncated) read.truncated = true;
  return tree;
}
