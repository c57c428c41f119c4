import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldErrors } from "~/components/form-field.tsx";
import { ARTICLES_COPY } from "./copy.ts";
import type { ArticleFormField, ArticleFormReply, ArticleFormValues, Choice } from "./types.ts";

type Preview = { html: string } | { error: string } | null;

/**
 * The live preview: the HTML comes from the server's markdown renderer and
 * sanitiser, the very ones the articles projection uses for the public page,
 * so it may be inserted as HTML like the public page's `contentHtml`.
 */
function ArticlePreview({ preview }: { preview: Preview }) {
  return (
    <section className="card admin-article-preview" aria-labelledby="article-preview-heading" aria-live="polite">
      <h2 id="article-preview-heading">{ARTICLES_COPY.previewHeading}</h2>
      <p className="muted">{ARTICLES_COPY.previewHint}</p>
      {preview === null ? (
        <p>{ARTICLES_COPY.previewEmpty}</p>
      ) : "error" in preview ? (
        <p className="notice error">{preview.error}</p>
      ) : (
        <div className="article-content" data-testid="article-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
      )}
    </section>
  );
}

function TextField({
  name,
  label,
  values,
  errors,
  hint,
  ...attributes
}: {
  name: ArticleFormField;
  label: string;
  values: ArticleFormValues;
  errors: ArticleFormReply["errors"];
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `article-${name}`;
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} defaultValue={values[name]} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...attributes} />
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

function ChoiceField({
  name,
  label,
  values,
  errors,
  choices,
  placeholder,
}: {
  name: ArticleFormField;
  label: string;
  values: ArticleFormValues;
  errors: ArticleFormReply["errors"];
  choices: readonly Choice[];
  placeholder: string;
}) {
  const id = `article-${name}`;
  const error = errors[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={values[name]} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

/** Someone saved first: their version, read-only, beside the editor's own text (still in the form). */
function ConflictNotice({ theirs }: { theirs: ArticleFormValues }) {
  return (
    <section className="notice warning admin-article-theirs" role="alert" aria-labelledby="article-conflict-heading">
      <p id="article-conflict-heading">
        <strong>{ARTICLES_COPY.conflict}</strong>
      </p>
      <h2>{ARTICLES_COPY.theirVersion}</h2>
      <dl>
        <dt>Title</dt>
        <dd data-testid="their-title">{theirs.title}</dd>
        <dt>Slug</dt>
        <dd>{theirs.slug}</dd>
        <dt>Excerpt</dt>
        <dd>{theirs.excerpt || "None"}</dd>
        <dt>Status</dt>
        <dd>
          {theirs.isPublished ? ARTICLES_COPY.published : ARTICLES_COPY.draft}
          {theirs.isFeatured ? `, ${ARTICLES_COPY.featured}` : ""}
        </dd>
        <dt>Content</dt>
        <dd>
          <pre data-testid="their-content">{theirs.content}</pre>
        </dd>
      </dl>
    </section>
  );
}

export function ArticleForm({
  action,
  values,
  version,
  reply,
  initialPreview,
  categories,
  destinations,
  pathways,
}: {
  action: string;
  values: ArticleFormValues;
  version: number | null;
  reply: ArticleFormReply | undefined;
  initialPreview: Preview;
  categories: readonly Choice[];
  destinations: readonly Choice[];
  pathways: readonly Choice[];
}) {
  const shown = reply?.values ?? values;
  const errors = reply?.errors ?? {};
  const expectedVersion = reply ? reply.expectedVersion : version;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const previewFetcher = useFetcher<Preview>();
  const [livePreview, setLivePreview] = useState<Preview | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (previewFetcher.state === "idle" && previewFetcher.data !== undefined) setLivePreview(previewFetcher.data);
  }, [previewFetcher.state, previewFetcher.data]);
  // A reply (Preview or Save pressed) shows the server's preview of what was posted; typing then updates it live.
  const preview = livePreview !== undefined ? livePreview : (reply?.preview ?? initialPreview);
  const onContentChange = (content: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (content.trim() === "") setLivePreview(null);
      else previewFetcher.submit({ content }, { method: "post", action: "/admin/articles/preview" });
    }, 300);
  };

  return (
    <div className="admin-article-editor">
      <div>
        {reply?.conflict ? <ConflictNotice theirs={reply.conflict.theirs} /> : null}
        <Form method="post" action={action} className="admin-article-form" noValidate>
          {expectedVersion !== null ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
          <TextField name="title" label="Title" values={shown} errors={errors} maxLength={200} required />
          <TextField name="slug" label="Slug" values={shown} errors={errors} hint="Leave empty to make one from the title." maxLength={200} />
          <div className="form-field">
            <label htmlFor="article-excerpt">Excerpt</label>
            <textarea
              id="article-excerpt"
              name="excerpt"
              rows={2}
              defaultValue={shown.excerpt}
              aria-invalid={errors.excerpt ? true : undefined}
              aria-describedby={errors.excerpt ? "article-excerpt-error" : undefined}
            />
            <FieldErrors id="article-excerpt-error" errors={errors.excerpt ? [errors.excerpt] : undefined} />
          </div>
          <div className="form-field">
            <label htmlFor="article-content">Content</label>
            <p className="form-hint" id="article-content-hint">
              Markdown supported.
            </p>
            <textarea
              id="article-content"
              name="content"
              rows={16}
              defaultValue={shown.content}
              required
              onChange={(event) => onContentChange(event.target.value)}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? "article-content-hint article-content-error" : "article-content-hint"}
            />
            <FieldErrors id="article-content-error" errors={errors.content ? [errors.content] : undefined} />
          </div>
          <TextField name="imageUrl" label="Image URL" type="url" values={shown} errors={errors} hint="An https:// address, or leave empty." />
          <ChoiceField name="categoryId" label="Category" values={shown} errors={errors} choices={categories} placeholder="No category" />
          <ChoiceField name="destinationId" label="Destination" values={shown} errors={errors} choices={destinations} placeholder="No destination" />
          <ChoiceField name="pathwayId" label="Pathway" values={shown} errors={errors} choices={pathways} placeholder="No pathway" />
          <TextField name="readTime" label="Read time (minutes)" type="number" min={1} max={240} step={1} values={shown} errors={errors} />
          <div className="checkbox-field">
            <input id="article-isPublished" type="checkbox" name="isPublished" defaultChecked={shown.isPublished} />
            <label htmlFor="article-isPublished">Published</label>
          </div>
          <div className="checkbox-field">
            <input id="article-isFeatured" type="checkbox" name="isFeatured" defaultChecked={shown.isFeatured} />
            <label htmlFor="article-isFeatured">Featured</label>
          </div>
          <p className="button-row">
            <button type="submit" name="intent" value="save" className="button primary" disabled={saving}>
              {saving ? ARTICLES_COPY.saving : ARTICLES_COPY.save}
            </button>
            <button type="submit" name="intent" value="preview" className="button secondary">
              {ARTICLES_COPY.preview}
            </button>
            <Link className="button ghost" to="/admin/articles">
              {ARTICLES_COPY.cancel}
            </Link>
          </p>
        </Form>
      </div>
      <ArticlePreview preview={preview} />
    </div>
  );
}
