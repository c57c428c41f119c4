// /funding/scholarships is the same screen as /funding, with /funding as its canonical URL.
export { default, headers, links, loader, meta } from "./funding._index.tsx";
