/**
 * Card filters in a describable form (issue #20): a space filter built from named conditions, each with
 * the words for a space that fails it ("is not a Colony", "has no British Control"). The filter passes
 * when every condition does; a refusal names the first one that fails, so the reason is read from the
 * filter the options use, never from a second copy of it. Where the words depend on the Event under
 * way (the executing or the named Faction), they are a function of it, read only for a refusal. A card whose filter is a plain predicate is
 * explained from its instruction's own words instead (selectSpaces.ts).
 * @module
 */
import type { SpaceId } from '../../data/ids';
import type { EventContext } from './program';

/** What a space failing a condition is, after its name: "is not a Colony", "has no Militia"; or those words for the Event under way. */
export type FailWords = string | ((ctx: EventContext, space: SpaceId) => string);

/** One condition of a space filter and what a space failing it is ("is not a City"). */
export interface SpaceCondition {
  readonly test: (ctx: EventContext, space: SpaceId) => boolean;
  /** What a failing space is, after its name: "is not a Colony", "has no Militia". */
  readonly fails: FailWords;
}

/** A condition a space fails, with its words for this Event. */
export interface FailedCondition {
  readonly test: (ctx: EventContext, space: SpaceId) => boolean;
  /** What the space is, after its name ("has no French unit"). */
  readonly fails: string;
}

/** A space filter whose conditions can be read back. */
export type DescribedFilter = ((ctx: EventContext, space: SpaceId) => boolean) & { readonly conditions: readonly SpaceCondition[] };

/** A condition of a space filter: the test and the words for a space failing it. */
export const condition = (test: (ctx: EventContext, space: SpaceId) => boolean, fails: FailWords): SpaceCondition => ({ test, fails });

/** The filter passing the spaces that meet every condition, in order (the first failing one is the reason). */
export function allOf(...conditions: SpaceCondition[]): DescribedFilter {
  const filter = (ctx: EventContext, space: SpaceId): boolean => {
    for (const c of conditions) if (!c.test(ctx, space)) return false;
    return true;
  };
  return Object.assign(filter, { conditions: Object.freeze([...conditions]) });
}

/** The first condition of a described filter the space fails, with its words; null when it meets them all, or the filter is a plain predicate. */
export function failedCondition(filter: (ctx: EventContext, space: SpaceId) => boolean, ctx: EventContext, space: SpaceId): FailedCondition | null {
  const conditions = (filter as Partial<DescribedFilter>).conditions;
  const failed = conditions?.find((c) => !c.test(ctx, space));
  if (failed === undefined) return null;
  return { test: failed.test, fails: typeof failed.fails === 'string' ? failed.fails : failed.fails(ctx, space) };
}
