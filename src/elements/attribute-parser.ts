/** One problem with an attribute: its camelCase name as the path, and what to do about it. */
export interface AttributeIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

type AttributeResult<T> =
  | { success: true; data: T }
  | { success: false; error: { readonly issues: readonly AttributeIssue[] } };

/**
 * What defineWidget needs of a tag's attribute schema: the names it reads (`shape`) and a parse of their
 * string values into the component's props. A zod object is one; so is {@link textAttributes}.
 */
export interface AttributeParser<T = unknown> {
  readonly shape: Readonly<Record<string, unknown>>;
  safeParse(raw: Record<string, string | undefined>): AttributeResult<T>;
}

/** The props an attribute parser produces. */
export type AttributesOf<P> = P extends AttributeParser<infer T> ? T : never;

export interface TextRule {
  valid(value: string): boolean;
  /** Shown when `valid` refuses the value, after the attribute's name. */
  message: string;
}

/**
 * Optional text attributes, each with one rule, checked without a schema library: for a tag whose first
 * paint should carry nothing but its form (`<fg-rate-us>`, issue 28). An absent attribute stays absent;
 * a present one must pass its rule.
 */
export function textAttributes<K extends string>(
  rules: Record<K, TextRule>,
): AttributeParser<Partial<Record<K, string>>> {
  const names = Object.keys(rules) as K[];
  return {
    shape: rules,
    safeParse(raw) {
      const issues = names.flatMap((name) => {
        const value = raw[name];
        return value === undefined || rules[name].valid(value)
          ? []
          : [{ path: [name], message: rules[name].message }];
      });
      if (issues.length > 0) return { success: false, error: { issues } };
      const data: Partial<Record<K, string>> = {};
      for (const name of names) if (raw[name] !== undefined) data[name] = raw[name];
      return { success: true, data };
    },
  };
}
