import { SECTIONS } from "./copy.ts";

export function SectionNav() {
  return (
    <nav className="section-nav" aria-label="On this page">
      <ul className="page-section">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
