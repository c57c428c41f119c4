import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArticleForm } from "~/components/admin/articles/article-form.tsx";
import { articleFormAction, articleFormData } from "~/server/admin/articles/article-form.server.ts";
import { ARTICLES_COPY } from "~/components/admin/articles/copy.ts";
import type { ArticleFormActionData } from "~/components/admin/articles/types.ts";
import articleStyles from "~/styles/articles.css?url";
import styles from "~/styles/admin-articles.css?url";
import { requireAdmin } from "~/server/auth.server.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: articleStyles },
  { rel: "stylesheet", href: styles },
];

export const meta: MetaFunction = () => [{ title: `${ARTICLES_COPY.editTitle} | Study Compass` }, { name: "robots", content: "noindex" }];

/** The live preview's requests change nothing the page loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/admin/articles/preview" ? false : defaultShouldRevalidate;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return articleFormData(params.id ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return articleFormAction(request, params.id ?? "", { actor: user.id, requestId: context.requestId });
}

export default function EditArticlePage() {
  const { articleId, values, version, publicSlug, preview, categories, destinations, pathways } = useLoaderData<typeof loader>();
  const actionData = useActionData<ArticleFormActionData>();
  return (
    <div className="page-section">
      <p>
        <Link to="/admin/articles">{ARTICLES_COPY.back}</Link>
      </p>
      <h1>{ARTICLES_COPY.editTitle}</h1>
      <p className="button-row">
        {publicSlug ? <Link to={`/articles/${publicSlug}`}>View the published article</Link> : null}
        <Link to={`/admin/articles/${articleId}/history`}>{ARTICLES_COPY.history}</Link>
      </p>
      <ArticleForm
        key={articleId}
        formId={`edit-article-${articleId}`}
        action={`/admin/articles/${articleId}/edit`}
        values={values}
        version={version}
        actionData={actionData}
        initialPreview={preview}
        categories={categories}
        destinations={destinations}
        pathways={pathways}
      />
    </div>
  );
}
