import { Link } from "@remix-run/react";
import type { ComponentType } from "react";
import { CompassMark, FacebookIcon, InstagramIcon, XIcon, YouTubeIcon, type IconProps } from "~/components/icons.tsx";

const linkGroups = [
  {
    title: "Destinations",
    links: [
      { to: "/destinations/canada", label: "Canada" },
      { to: "/destinations/usa", label: "United States" },
      { to: "/destinations/uk", label: "United Kingdom" },
      { to: "/destinations/jamaica", label: "Jamaica" },
      { to: "/destinations/barbados", label: "Barbados" },
      { to: "/destinations/trinidad-tobago", label: "Trinidad and Tobago" },
    ],
  },
  {
    title: "Pathways",
    links: [
      { to: "/pathways/medicine", label: "Medicine" },
      { to: "/pathways/engineering", label: "Engineering" },
      { to: "/pathways/information-technology", label: "Information Technology" },
      { to: "/pathways/business-finance", label: "Business & Finance" },
      { to: "/pathways/law", label: "Law" },
      { to: "/pathways/creative-arts", label: "Creative Arts" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/application-guide", label: "Application Guide" },
      { to: "/counselors", label: "Counselors" },
      { to: "/funding/scholarships", label: "Scholarships" },
      { to: "/student-life", label: "Student Life" },
      { to: "/funding", label: "Funding" },
      { to: "/resources", label: "Resources" },
    ],
  },
];

// The spec gives these no destination yet, so they are shown as text, not as links that go nowhere.
const socialChannels: { label: string; Icon: ComponentType<IconProps> }[] = [
  { label: "Facebook", Icon: FacebookIcon },
  { label: "Instagram", Icon: InstagramIcon },
  { label: "X", Icon: XIcon },
  { label: "YouTube", Icon: YouTubeIcon },
];
const legalLinks = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/contact", label: "Contact" },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="footer-logo">
            <CompassMark size={28} />
            <span>Study Compass</span>
          </p>
          <p className="footer-tagline">Your trusted compass for global education, empowering Caribbean students to pursue their academic goals worldwide.</p>
          <p className="footer-social-title" id="footer-social-title">
            Social channels, coming soon:
          </p>
          <ul className="footer-social" aria-labelledby="footer-social-title">
            {socialChannels.map(({ label, Icon }) => (
              <li key={label}>
                <Icon size={18} />
                <span>{label}</span>
              </li>
            ))}
          </ul>
        </div>
        <nav className="footer-nav" aria-label="Footer">
          {linkGroups.map((group) => (
            <div className="footer-group" key={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="footer-bottom">
        <p className="footer-copyright">© 2025, Empowering Caribbean education since 2025</p>
        <ul className="footer-legal" aria-label="Policies and contact">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
