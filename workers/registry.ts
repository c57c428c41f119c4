import { catalogProjection } from "../modules/catalog/index.ts";
import { articlesProjection } from "../modules/content/index.ts";
import type { Projection } from "../modules/eventstore/index.ts";
import { scholarshipsProjection } from "../modules/funding/index.ts";
import { usersProjection } from "../modules/identity/index.ts";

/** Every projection the workers run, by name. */
export const projections: readonly Projection[] = [usersProjection, catalogProjection, articlesProjection, scholarshipsProjection];

export function projectionNamed(name: string): Projection | undefined {
  return projections.find((projection) => projection.name === name);
}
