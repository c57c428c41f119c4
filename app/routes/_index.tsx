import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Study Compass: your trusted compass for global education" },
  { name: "description", content: "Guidance for Caribbean students who want to study abroad or in the region." },
];

export default function Home() {
  return (
    <section className="page-section">
      <h1>Your trusted compass for global education</h1>
      <p>Empowering Caribbean students to pursue their academic goals worldwide.</p>
    </section>
  );
}
