import { existsSync, readdirSync } from "node:fs";
import type { NextFunction, Request, Response } from "express";
import express from "express";

/**
 * The built client's files outside /assets (favicon, logo, downloads), listed
 * once at start, so a page request never touches the file system: a miss
 * used to cost a failed `stat` and its error object on every page.
 */
export function topLevelFiles(root: string) {
  const serve = express.static(root, { maxAge: "1h", index: false });
  const files = new Set<string>();
  const folders: string[] = [];
  // A server started without a client build (its own tests) has no files to serve, not a reason to stop.
  for (const entry of existsSync(root) ? readdirSync(root, { withFileTypes: true }) : []) {
    if (entry.name === "assets") continue;
    if (entry.isDirectory()) folders.push(`/${entry.name}/`);
    else files.add(`/${entry.name}`);
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (files.has(req.path) || folders.some((folder) => req.path.startsWith(folder))) return serve(req, res, next);
    next();
  };
}
