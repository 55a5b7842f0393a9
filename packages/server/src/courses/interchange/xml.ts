/**
 * Cartridge XML read by local names. Common Cartridge 1.1, 1.2 and 1.3 (and Canvas's additions)
 * put the same elements in different namespaces (`imsccv1p1/imscp_v1p1`, `imsccv1p3/...`, a
 * `lomimscc:` prefix or none), so prefixes are dropped and elements found by their local name.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** An element: its attributes under `@_name`, its text under `#text`, its children by local name. */
export type XmlElement = { [name: string]: XmlElement[] | string | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Every element an array and every text a `#text`: one shape whatever a file has.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  alwaysCreateTextNode: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/** The document's root elements, or null when it is not well-formed XML. */
export function parseXml(source: string): XmlElement | null {
  if (XMLValidator.validate(source) !== true) return null;
  try {
    return parser.parse(source) as XmlElement;
  } catch {
    return null;
  }
}

/** The children named `name` (a local name), in document order. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  const value = element?.[name];
  return Array.isArray(value) ? value : [];
}

/** The first child named `name`. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return children(element, name)[0];
}

/** Follows a path of local names, first match at each step. */
export function at(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  return path.reduce<XmlElement | undefined>((current, name) => child(current, name), element);
}

/** Every descendant named `name`, depth first in document order. */
export function descendants(element: XmlElement | undefined, name: string): XmlElement[] {
  if (!element) return [];
  const found: XmlElement[] = [];
  for (const [key, value] of Object.entries(element)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      if (key === name) found.push(item);
      found.push(...descendants(item, name));
    }
  }
  return found;
}

export function attribute(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

export function text(element: XmlElement | undefined): string {
  const value = element?.['#text'];
  return typeof value === 'string' ? value : '';
}
