import type { ReactNode, SVGProps } from "react";

/**
 * Small inline SVG icons: no request to fail or wait for. They are decorative
 * (`aria-hidden`) unless a `title` is given; the text beside them carries the meaning.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { title?: string; size?: number };

export function Icon({ title, size = 20, className, children, ...svgAttributes }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : "icon"}
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
      {...svgAttributes}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5 21 21" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

/** The Study Compass mark: a filled disc with a two-tone needle, drawn in the brand colours. */
export function CompassMark({ title, size = 32, className, ...svgAttributes }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      className={className ? `compass-mark ${className}` : "compass-mark"}
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
      {...svgAttributes}
    >
      <circle cx="16" cy="16" r="15" fill="#0b4f6c" />
      <circle cx="16" cy="16" r="11.5" fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1" />
      <path d="M16 5.5 19.5 16h-7z" fill="#f4c95d" />
      <path d="M16 26.5 12.5 16h7z" fill="#ffffff" />
      <circle cx="16" cy="16" r="1.6" fill="#0b4f6c" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Icon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 4l16 16M20 4l-6.5 6.5M10.5 13.5 4 20" />
    </Icon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </Icon>
  );
}

const pathwayIcons = {
  stethoscope: (
    <>
      <path d="M5 3v5a4 4 0 0 0 8 0V3" />
      <path d="M9 12v3a5 5 0 0 0 10 0v-2" />
      <circle cx="19" cy="11" r="2" />
    </>
  ),
  cog: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  laptop: (
    <>
      <rect x="4" y="4" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  scale: (
    <>
      <path d="M12 3v18M7 21h10M5 7h14" />
      <path d="m5 7-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5c0-4-4-7.2-9-7.2z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  brain: (
    <>
      <path d="M12 5a3 3 0 0 0-5.8-1A3 3 0 0 0 4 8.5a3 3 0 0 0 .5 5A3.5 3.5 0 0 0 8 19a3 3 0 0 0 4 1z" />
      <path d="M12 5a3 3 0 0 1 5.8-1A3 3 0 0 1 20 8.5a3 3 0 0 1-.5 5A3.5 3.5 0 0 1 16 19a3 3 0 0 1-4 1z" />
      <path d="M12 5v15" />
    </>
  ),
  book: (
    <>
      <path d="M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2z" />
      <path d="M22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l8 5V4L7 9H4a1 1 0 0 0-1 1z" />
      <path d="M7 15l1.5 5h2.5L10 16.5M19 9a4 4 0 0 1 0 6" />
    </>
  ),
  sprout: (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12C12 7.5 9 5 4 5c0 4.5 3 7 8 7z" />
      <path d="M12 14c0-4 2.5-6 8-6 0 4-2.5 6-8 6z" />
    </>
  ),
  hotel: (
    <>
      <path d="M4 21V4a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v17M2 21h20" />
      <path d="M8 7h2M14 7h2M8 11h2M14 11h2M10 21v-5h4v5" />
    </>
  ),
  hands: (
    <>
      <path d="M12 20s-7-4.4-7-9.5A3.8 3.8 0 0 1 12 8.4a3.8 3.8 0 0 1 7 2.1C19 15.6 12 20 12 20z" />
      <path d="M2 17l3 3M22 17l-3 3" />
    </>
  ),
  trophy: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
    </>
  ),
  plane: (
    <>
      <path d="M12 2c.8 0 1.5.9 1.5 2v5l8 5v2l-8-2.5V19l2.5 2v1.5L12 21.5l-4 1V21l2.5-2v-5.5l-8 2.5v-2l8-5V4c0-1.1.7-2 1.5-2z" />
    </>
  ),
  chef: (
    <>
      <path d="M7 14a4 4 0 0 1-.6-7.9 5.5 5.5 0 0 1 11.2 0A4 4 0 0 1 17 14v6H7z" />
      <path d="M7 17h10" />
    </>
  ),
  shirt: (
    <>
      <path d="M9 3 3 6l2 5 2-1v11h10V10l2 1 2-5-6-3a3 3 0 0 1-6 0z" />
    </>
  ),
  "heart-pulse": (
    <>
      <path d="M12 20s-7.5-4.6-9-9.4A4.8 4.8 0 0 1 12 6a4.8 4.8 0 0 1 9 4.6C19.5 15.4 12 20 12 20z" />
      <path d="M3.5 12h4l1.5-3 3 6 1.5-3h7" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type PathwayIconName = keyof typeof pathwayIcons;

function isPathwayIconName(name: string): name is PathwayIconName {
  return Object.hasOwn(pathwayIcons, name);
}

/** A study pathway's icon by name; an unknown name gets the book (education) icon. */
export function PathwayIcon({ name, ...props }: IconProps & { name: string | null | undefined }) {
  const key: PathwayIconName = name && isPathwayIconName(name) ? name : "book";
  return (
    <Icon data-icon={key} {...props}>
      {pathwayIcons[key]}
    </Icon>
  );
}
