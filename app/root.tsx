import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { HydrationMarker } from "~/components/hydration-marker.tsx";
import { NotFoundScreen } from "~/components/not-found-screen.tsx";
import { PendingNavigation } from "~/components/pending-navigation.tsx";
import { SiteFooter } from "~/components/site-footer.tsx";
import { SiteHeader } from "~/components/site-header.tsx";
import appStyles from "~/styles/app.css?url";
import { currentSession } from "~/server/auth.server.ts";
import { siteOrigin } from "~/server/http.server.ts";
import { useNonce } from "~/utils/nonce.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Study Compass articles", href: "/rss.xml" },
];

// Every page's meta gives its title; an error that reaches this boundary takes the title of the screen it shows.
export const meta: MetaFunction = ({ error }) =>
  error == null ? [] : [{ title: `${rootErrorHeading(error)} | Study Compass` }, { name: "robots", content: "noindex" }];

function rootErrorHeading(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return "Page not found";
  return status === 400 ? "That request could not be read" : "Something went wrong";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await currentSession(request);
  return {
    // An admin account shows its Admin button before its second factor too: /admin then asks for it.
    user: session && { firstName: session.user.firstName, isAdmin: session.user.isAdmin || session.secondFactorNeeded !== null },
    origin: siteOrigin(request),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader user={data?.user ?? null} />
        <PendingNavigation />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <HydrationMarker />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page-section error-screen">
      <h1>{rootErrorHeading(error)}</h1>
      <p>
        {status === 400
          ? "Please check what you entered and try again."
          : "We could not load this page. Please try again in a moment; if it keeps happening, let us know."}
      </p>
      <a className="button" href="/">
        Back to Home
      </a>
    </section>
  );
}
