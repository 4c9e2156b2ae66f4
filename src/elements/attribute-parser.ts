/** One problem with an attribute: its camelCase name as the path, and what to do about it. */
export interface AttributeIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

type AttributeResult<T> =
  | { success: true; data: T; warnings?: readonly AttributeIssue[] }
  | { success: false; error: { readonly issues: readonly AttributeIssue[] } };

/**
 * What defineWidget needs of a tag's attribute schema: the names it reads (`shape`) and a parse of their
 * string values into the component's props. A zod object is one; so is {@link textAttributes}. A parse
 * that succeeds may still have `warnings`: values it passed on as absent, for the console.
 */
export interface AttributeParser<T = unknown> {
  readonly shape: Readonly<Record<string, unknown>>;
  safeParse(raw: Record<string, string | undefined>): AttributeResult<T>;
}

/** The props an attribute parser produces. */
export type AttributesOf<P> = P extends AttributeParser<infer T> ? T : never;

export interface TextRule<T> {
  /** The value the component takes (e.g. a branded `Reference`), or undefined when the text cannot be used. */
  parse(value: string): T | undefined;
  /** Shown when `parse` refuses the value, after the attribute's name. */
  message: string;
  /**
   * Refused text does not stop the element: the attribute is passed on as absent and the page's
   * developer is warned on the console with `message`.
   */
  lenient?: boolean;
}

/**
 * Optional text attributes, each parsed by its rule into the value the component takes, without a
 * schema library: for a tag whose first paint should carry nothing but its form (`<fg-rate-us>`, issue
 * 28). An absent attribute stays absent; a present one must parse (a lenient rule's refusal is a warning).
 */
export function textAttributes<P extends Record<string, unknown>>(
  rules: {
    [K in keyof P]: TextRule<P[K]>;
  },
): AttributeParser<{ [K in keyof P]?: P[K] }> {
  const names = Object.keys(rules) as (keyof P & string)[];
  return {
    shape: rules,
    safeParse(raw) {
      const issues: AttributeIssue[] = [];
      const data: { [K in keyof P]?: P[K] } = {};
      let starts = true;
      for (const name of names) {
        const value = raw[name];
        if (value === undefined) continue;
        const parsed = rules[name].parse(value);
        if (parsed !== undefined) data[name] = parsed;
        else {
          issues.push({ path: [name], message: rules[name].message });
          starts &&= rules[name].lenient === true;
        }
      }
      // A refusal names every problem, the lenient ones too; else those are the warnings.
      return starts ? { success: true, data, warnings: issues } : { success: false, error: { issues } };
    },
  };
}
