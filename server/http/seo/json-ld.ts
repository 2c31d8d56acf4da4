/**
 * schema.org structured data (JSON-LD) for the HTML head: Product with its
 * Offer for assets (spec §3 and §9: USD, price default 0, always in stock),
 * ItemList and BreadcrumbList for category pages.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * schema.org and Google accept a price as a number or as text with a `.`
 * decimal separator and no currency symbol; a fixed two-decimal string keeps
 * cents exact ("12.50", not 12.5) and states the default plainly ("0.00").
 */
export function formatPrice(priceCents: number): string {
  return (priceCents / 100).toFixed(2);
}

export interface ProductInput {
  id: string;
  name: string;
  description: string;
  /** Absolute URL of the thumbnail; omitted while the item has none. */
  image: string | null;
  categoryName: string | null;
  /** Absolute canonical URL of the item's page. */
  url: string;
  priceCents: number;
}

export function productLd(p: ProductInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.name,
    description: p.description,
    ...(p.image ? { image: p.image } : {}),
    ...(p.categoryName ? { category: p.categoryName } : {}),
    url: p.url,
    sku: p.id,
    productID: p.id,
    offers: {
      '@type': 'Offer',
      price: formatPrice(p.priceCents),
      priceCurrency: 'USD',
      // Digital goods never run out (spec §9: always in stock).
      availability: 'https://schema.org/InStock',
      url: p.url,
    },
  };
}

export interface NamedLink {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** Positions are 1-based, in the order given. */
export function itemListLd(name: string, items: readonly NamedLink[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}

/** Crumbs from the root down to the current page. */
export function breadcrumbLd(crumbs: readonly NamedLink[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/**
 * JSON to put inside a `<script>` element. Script content is raw text to the
 * HTML parser: a `</script>` (or `<!--`) inside a title would end the element
 * and let the rest run as markup. JSON allows any character as a \u escape,
 * so `<`, `>` and `&` are escaped — the data parses back unchanged. U+2028/2029
 * are escaped too, for consumers that read it as JavaScript.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A `<script type="application/ld+json">` element. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
