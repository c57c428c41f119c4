import { Form, Link, NavLink } from "@remix-run/react";

export interface HeaderUser {
  firstName: string | null;
  isAdmin: boolean;
}

const navigation = [
  { to: "/destinations", label: "Destinations" },
  { to: "/pathways", label: "Pathways" },
  { to: "/guidance", label: "1-on-1 Guidance" },
  { to: "/application-guide", label: "Application Guide" },
  { to: "/funding", label: "Funding" },
  { to: "/student-life", label: "Student Life" },
];

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="site-header">
      <Link to="/" className="logo">
        Study Compass
      </Link>
      <nav aria-label="Main">
        <ul>
          {navigation.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {user ? (
        <div className="header-actions">
          {user.isAdmin ? <Link to="/admin">Admin</Link> : null}
          <Link to="/portal/dashboard">My Portal</Link>
          <Form method="post" action="/api/logout">
            <button type="submit">Sign Out</button>
          </Form>
        </div>
      ) : (
        <div className="header-actions">
          <a href="/api/login">Login</a>
          <Link to="/questionnaire">Find Your Path</Link>
        </div>
      )}
    </header>
  );
}
