import { z } from 'zod';
import { compilePattern, isValidPattern } from './pattern';

export const faultSchema = z.object({
  method: z
    .string()
    .trim()
    .min(1)
    .transform((value) => value.toUpperCase())
    .optional(),
  path: z.string().min(1).refine(isValidPattern, 'Invalid path pattern'),
  status: z.number().int().min(200).max(599).optional(),
  body: z.unknown().optional(),
  html: z.boolean().optional(),
  malformedJson: z.boolean().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  dropConnection: z.boolean().optional(),
  times: z.number().int().min(1).optional(),
});

export type FaultInput = z.input<typeof faultSchema>;
export type FaultSpec = z.output<typeof faultSchema>;

export interface Fault extends FaultSpec {
  id: number;
  /** Calls left before the fault removes itself; null applies until cleared. */
  remaining: number | null;
  hits: number;
}

/** Whether the fault answers in place of the route, or only delays it. */
export function answersInstead(fault: FaultSpec): boolean {
  return (
    fault.status !== undefined ||
    fault.body !== undefined ||
    fault.html === true ||
    fault.malformedJson === true ||
    fault.dropConnection === true
  );
}

export class FaultRegistry {
  #faults: { fault: Fault; pattern: RegExp }[] = [];
  #nextId = 1;

  add(input: FaultInput): Fault {
    const spec = faultSchema.parse(input);
    const fault: Fault = { ...spec, id: this.#nextId++, remaining: spec.times ?? null, hits: 0 };
    this.#faults.push({ fault, pattern: compilePattern(spec.path) });
    return fault;
  }

  list(): Fault[] {
    return this.#faults.map(({ fault }) => ({ ...fault }));
  }

  remove(id: number): boolean {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter(({ fault }) => fault.id !== id);
    return this.#faults.length < before;
  }

  clear(): void {
    this.#faults = [];
  }

  /** The first fault matching the call, counted as used. */
  take(method: string, path: string): Fault | undefined {
    const entry = this.#faults.find(
      ({ fault, pattern }) => (!fault.method || fault.method === method.toUpperCase()) && pattern.test(path),
    );
    if (!entry) return undefined;
    const { fault } = entry;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return { ...fault };
  }
}
